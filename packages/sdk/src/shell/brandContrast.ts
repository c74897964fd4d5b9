import type { BrandVariants } from '@fluentui/react-components';

/** WCAG 2.x AA minimum for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Ramp steps from dark to the brand colour itself (80). */
const TEXT_STEPS = [80, 70, 60, 50, 40, 30, 20, 10] as const;

/**
 * The lightest step of a brand ramp that text can use: at least 4.5:1 against white (white text on a
 * filled button, brand text on a page) and against the ramp's own tint (160: the selected side-bar
 * item's background). For #1890A1 that is 60, as 80 itself gives white text only 3.78:1.
 */
export function accessibleBrandStep(ramp: BrandVariants): (typeof TEXT_STEPS)[number] {
  const shades = ramp as unknown as Record<number, string>;
  const tint = shades[160] ?? '#ffffff';
  return TEXT_STEPS.find((step) => {
    const shade = shades[step] ?? '#000000';
    return contrastRatio(shade, '#ffffff') >= AA_TEXT_CONTRAST && contrastRatio(shade, tint) >= AA_TEXT_CONTRAST;
  }) ?? 10;
}
