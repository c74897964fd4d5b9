import type { ReactNode } from 'react';
import { PageLogoContext, type BrandLogoPlace } from './brandLogo.js';

/** Pages rendered inside show the branding logo of `place` (when the manifest sets one) in their `PageLayout` header. */
export function PageLogo({ place, children }: { place: BrandLogoPlace; children: ReactNode }) {
  return <PageLogoContext.Provider value={place}>{children}</PageLogoContext.Provider>;
}
