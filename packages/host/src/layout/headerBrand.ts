import type { BrandingAssets, ViewportSize } from '@fleetdeck/sdk';

/**
 * What the header's brand link shows, left to right: an icon, a logo or word-mark image, and the
 * product name as text. Every field unset means that part is absent.
 */
export interface HeaderBrand {
  icon?: string;
  logo?: string;
  wordmark?: string;
  name: boolean;
}

/**
 * Chooses the header brand for the viewport (the header's left corner sits above the side bar, so
 * it follows the side bar's form):
 * - wide (side bar open): `logo`; else `logoIcon` with the `logoText` word mark (or the name) beside it.
 * - compact (side bar shows icons only): `logoIcon` with `logoText` beside it when set; else `logo`.
 * - phone: `logoSp`; else `logoIcon`; else `logo`.
 * Whatever is not set (or was dropped because its file is missing) falls back down the list, and in
 * the end to the product name, the default.
 */
export function headerBrand(assets: BrandingAssets, viewport: ViewportSize): HeaderBrand {
  const { logo, logoSp, logoIcon: icon, logoText: wordmark } = assets;
  if (viewport === 'phone') {
    if (logoSp) return { logo: logoSp, name: false };
    if (icon) return { icon, name: false };
  } else if (viewport === 'compact') {
    if (icon) return { icon, wordmark, name: false };
  } else if (!logo && (icon || wordmark)) {
    return { icon, wordmark, name: !wordmark };
  }
  return logo ? { logo, name: false } : { name: true };
}
