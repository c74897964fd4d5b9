import type { BrandVariants } from '@fluentui/react-components';

/**
 * The product's primary colour (spec §1).
 * @group Theming and i18n
 * @example
 * ```ts
 * const primary = useBranding().theme.primary ?? PRIMARY_COLOR; // '#1890A1' unless branding overrides it
 * ```
 */
export const PRIMARY_COLOR = '#1890A1';

function parse(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: [number, number, number], to: [number, number, number], amount: number) {
  return from.map((c, i) => c + ((to[i] ?? 0) - c) * amount) as [number, number, number];
}

/**
 * A full Fluent brand ramp (10..160) around one colour: the colour itself at 80 (the shade
 * Fluent's light theme uses for brand backgrounds), darker below, lighter above.
 *
 * @group Theming and i18n
 * @example
 * ```ts
 * const brand = brandRamp('#0F6CBD'); // brand[80] is the colour itself
 * const theme = createLightTheme(brand);
 * ```
 */
export function brandRamp(primary: string = PRIMARY_COLOR): BrandVariants {
  const base = parse(primary);
  const ramp: Record<number, string> = {};
  for (let step = 1; step <= 16; step += 1) {
    const shade = step * 10;
    if (shade < 80) ramp[shade] = format(mix(base, [0, 0, 0], ((80 - shade) / 70) * 0.85));
    else if (shade === 80) ramp[shade] = format(base);
    else ramp[shade] = format(mix(base, [255, 255, 255], ((shade - 80) / 80) * 0.9));
  }
  return ramp as unknown as BrandVariants;
}
