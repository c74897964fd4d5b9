import type { AnyEntity } from '@fleetdeck/model';
import { entityFormValues, useSession } from '@fleetdeck/sdk';
import { useMemo } from 'react';

/** A form's starting values of an organization's entity: the declared ones, in the user's own organization, then the page's overrides. */
export function useOrganizationDefaults(entity: AnyEntity, mode: 'create' | 'edit', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  // Pages pass a fresh overrides object each render; its content decides when the defaults change.
  const given = JSON.stringify(overrides);
  return useMemo(() => ({ ...entityFormValues(entity, mode), organizationId, ...(JSON.parse(given) as Record<string, unknown>) }), [entity, mode, organizationId, given]);
}
