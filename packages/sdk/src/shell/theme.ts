import { createLightTheme, type Theme } from '@fluentui/react-components';
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
 * The console's Fluent theme: light, brand ramp from the primary colour (branding may
 * override it), and in universal-design mode larger text and stronger contrast.
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
  let theme = createLightTheme(brandRamp(primary));
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
