import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { accessibleBrandStep } from './brandContrast.js';
import { brandRamp, PRIMARY_COLOR } from './brandRamp.js';
import type { ShellMode } from './shellMode.js';

const fontSizeTokens = [
  'fontSizeBase100',
  'fontSizeBase200',
  'fontSizeBase300',
  'fontSizeBase400',
  'fontSizeBase500',
  'fontSizeBase600',
  'fontSizeHero700',
  'fontSizeHero800',
  'fontSizeHero900',
  'fontSizeHero1000',
] as const;

/**
 * Fluent's light theme puts text and filled buttons on the brand colour itself (80); a light brand
 * such as #1890A1 then fails AA (white on it 3.78:1). Those tokens move to the ramp's first step
 * that passes, the shades Fluent uses around them follow, and the brand colour stays for strokes,
 * tints and non-text marks (3:1 is enough there).
 */
function withAccessibleBrandText(theme: Theme, ramp: BrandVariants): Theme {
  const shades = ramp as unknown as Record<number, string>;
  const base = accessibleBrandStep(ramp);
  const shade = (darker: number) => shades[Math.max(10, base - darker * 10)] ?? theme.colorBrandBackground;
  return {
    ...theme,
    colorBrandBackground: shade(0), colorBrandBackgroundHover: shade(1), colorBrandBackgroundPressed: shade(3),
    colorBrandBackgroundSelected: shade(1), colorBrandBackgroundStatic: shade(0),
    colorBrandForeground1: shade(0), colorBrandForeground2: shade(1), colorBrandForeground2Hover: shade(2), colorBrandForeground2Pressed: shade(3),
    colorBrandForegroundLink: shade(0), colorBrandForegroundLinkHover: shade(1), colorBrandForegroundLinkPressed: shade(2), colorBrandForegroundLinkSelected: shade(0),
    colorBrandForegroundOnLight: shade(0), colorBrandForegroundOnLightHover: shade(1), colorBrandForegroundOnLightPressed: shade(2), colorBrandForegroundOnLightSelected: shade(1),
    colorCompoundBrandForeground1: shade(0), colorCompoundBrandForeground1Hover: shade(1), colorCompoundBrandForeground1Pressed: shade(2),
    colorNeutralForeground2BrandHover: shade(0), colorNeutralForeground2BrandPressed: shade(1), colorNeutralForeground2BrandSelected: shade(0),
    colorNeutralForeground3BrandHover: shade(0), colorNeutralForeground3BrandPressed: shade(1), colorNeutralForeground3BrandSelected: shade(0),
  };
}

/**
 * The console's Fluent theme: light, brand ramp from the primary colour (branding may
 * override it) with AA-passing shades for text and filled buttons, and in universal-design mode
 * larger text and stronger contrast.
 *
 * @group Theming and i18n
 * @example
 * ```tsx
 * const mode = useShellMode();
 * const { theme } = useBranding();
 * return <FluentProvider theme={createFleetdeckTheme(mode, theme.primary)}>{children}</FluentProvider>;
 * ```
 */
export function createFleetdeckTheme(mode: Pick<ShellMode, 'universalDesign'>, primary: string = PRIMARY_COLOR): Theme {
  const ramp = brandRamp(primary);
  let theme = withAccessibleBrandText(createLightTheme(ramp), ramp);
  if (!mode.universalDesign) return theme;
  theme = { ...theme };
  for (const token of fontSizeTokens) {
    const px = parseFloat(theme[token]);
    theme[token] = `${Math.round(px * 1.25)}px`;
  }
  // Secondary text greys are too faint for low-vision users; use the primary foreground.
  theme.colorNeutralForeground2 = theme.colorNeutralForeground1;
  theme.colorNeutralForeground3 = theme.colorNeutralForeground1;
  theme.colorNeutralForeground4 = theme.colorNeutralForeground1;
  theme.colorNeutralStroke1 = theme.colorNeutralForeground1;
  theme.strokeWidthThin = theme.strokeWidthThick;
  return theme;
}
