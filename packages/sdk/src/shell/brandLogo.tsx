import { createContext, useContext, type ReactNode } from 'react';
import { useBranding, type BrandingAssets } from './brandingStore.js';
import { useViewportSize, type ViewportSize } from './viewport.js';

/**
 * Where a branding logo is shown: `main` (the logo; on phones `logoSp` when set), `icon` (`logoIcon`,
 * where only an icon fits), `wordmark` (`logoText`, beside the icon) and `teleop` (`logoTeleOpe`, on
 * the teleoperation screens).
 *
 * @group Theming and i18n
 * @example
 * ```tsx
 * const place: BrandLogoPlace = 'teleop';
 * const src = useBrandLogo(place); // logoTeleOpe when the customer set one
 * return src ? <img src={src} alt="" /> : null;
 * ```
 */
export type BrandLogoPlace = 'main' | 'icon' | 'wordmark' | 'teleop';

/**
 * The logo URL for a place, or undefined when the manifest sets none (or its file was missing):
 * then the caller shows its default (the product name, or nothing).
 */
export function brandLogoFor(assets: BrandingAssets, place: BrandLogoPlace, viewport: ViewportSize): string | undefined {
  switch (place) {
    case 'main':
      return (viewport === 'phone' ? assets.logoSp : undefined) ?? assets.logo;
    case 'icon':
      return assets.logoIcon;
    case 'wordmark':
      return assets.logoText;
    case 'teleop':
      return assets.logoTeleOpe;
  }
}

/**
 * The branding logo URL in effect for a place at the current viewport size (undefined: use the default).
 * @group Theming and i18n
 * @example
 * ```tsx
 * const logo = useBrandLogo('main'); // the branding manifest's logo for that place, if any
 * return logo ? <img src={logo} alt="" /> : null;
 * ```
 */
export function useBrandLogo(place: BrandLogoPlace | undefined): string | undefined {
  const { assets } = useBranding();
  const viewport = useViewportSize();
  return place ? brandLogoFor(assets, place, viewport) : undefined;
}

const PageLogoContext = createContext<BrandLogoPlace | undefined>(undefined);

/**
 * Pages rendered inside show the branding logo of `place` (when the manifest sets one) in their `PageLayout` header.
 * @group Theming and i18n
 * @example
 * ```tsx
 * <PageLogo place="teleop">
 *   <MyPage />
 * </PageLogo>
 * ```
 */
export function PageLogo({ place, children }: { place: BrandLogoPlace; children: ReactNode }) {
  return <PageLogoContext.Provider value={place}>{children}</PageLogoContext.Provider>;
}

/** The `PageLogo` place in effect for the page being rendered, if any. */
export function usePageLogoPlace(): BrandLogoPlace | undefined {
  return useContext(PageLogoContext);
}
