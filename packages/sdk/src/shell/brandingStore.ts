import { proxy, ref, useSnapshot } from 'valtio';

/**
 * Logo and background URLs a customer may override (spec §3 asset configuration).
 * @group Theming and i18n
 * @example
 * ```ts
 * const assets: BrandingAssets = { logo: '/customization/logo.svg', logoSp: '/customization/logo-sp.svg', loginBackground: '/customization/login.jpg' };
 * ```
 */
export interface BrandingAssets {
  logo?: string;
  logoSp?: string;
  logoIcon?: string;
  logoText?: string;
  loginBackground?: string;
  logoTeleOpe?: string;
}

/**
 * Branding in effect: assets, theme primary colour, and text overrides by language.
 * @group Theming and i18n
 * @example
 * ```tsx
 * const { assets, theme }: Branding = useBranding();
 * const mode = useShellMode();
 * return <FluentProvider theme={createFleetdeckTheme(mode, theme.primary)}><img src={assets.logo} alt="" /></FluentProvider>;
 * ```
 */
export interface Branding {
  assets: BrandingAssets;
  theme: { primary?: string };
  texts: Record<string, Record<string, string>>;
}

/** The branding the host loaded from /custom/manifest.json (defaults when that failed). */
export const brandingStore = proxy<{ branding: Branding }>({
  branding: ref({ assets: {}, theme: {}, texts: {} }),
});

/**
 * Replaces the branding in effect (the host calls this after loading the manifest).
 * @group Theming and i18n
 * @example
 * ```ts
 * setBranding({ assets: { logo: '/customization/logo.svg' }, theme: { primary: '#0F6CBD' }, texts: { en: { 'app.title': 'Aozora Fleet' } } });
 * ```
 */
export function setBranding(branding: Branding): void {
  brandingStore.branding = ref(branding);
}

/**
 * Logos, login background, theme and texts in effect.
 * @group Theming and i18n
 * @example
 * ```tsx
 * const { theme } = useBranding();
 * return <div style={{ borderColor: theme.primary }} />;
 * ```
 */
export function useBranding(): Branding {
  return useSnapshot(brandingStore).branding as Branding;
}
