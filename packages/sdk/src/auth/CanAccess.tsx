import type { ReactNode } from 'react';
import type { AccessLevel } from '../plugin/accessLevel.js';
import { useCan } from './useCan.js';

/** Renders its children only when the current user may reach `access`; otherwise `fallback`. */
export function CanAccess({ access, fallback = null, children }: { access: AccessLevel; fallback?: ReactNode; children: ReactNode }) {
  const { can } = useCan(access);
  return <>{can ? children : fallback}</>;
}
