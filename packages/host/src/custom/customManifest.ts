import type { Branding, BrandingAssets } from '@fleetdeck/sdk';

/** A custom view from the manifest, with the spec's defaults applied. */
export interface CustomView {
  id: string;
  path: string;
  scriptUrl: string;
  component: string;
  styleUrl?: string;
  /** The SDK range the view was built for (custom-view.json's `sdk`); checked before its script loads. */
  sdk?: string;
  meta: { title?: Record<string, string>; access?: 'any' | 'admin' | 'systemAdmin'; [key: string]: unknown };
  requiresAuth: boolean;
  menuGroup: string;
  icon: string;
  showInSidebar: boolean;
}

/** An extra side-bar link from the manifest. */
export interface CustomSidebarItem {
  id: string;
  path: string;
  label: Record<string, string>;
  menuGroup: string;
  icon: string;
}

/** The parts of /custom/manifest.json the shell uses. */
export interface CustomManifest {
  views: CustomView[];
  sidebarItems: CustomSidebarItem[];
  branding: Branding;
}

/** What the console uses when there is no manifest or it cannot be loaded. */
export const DEFAULT_CUSTOM_MANIFEST: CustomManifest = {
  views: [],
  sidebarItems: [],
  branding: { assets: {}, theme: {}, texts: {} },
};

const ASSET_KEYS: (keyof BrandingAssets)[] = ['logo', 'logoSp', 'logoIcon', 'logoText', 'loginBackground', 'logoTeleOpe'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function normalizeView(raw: unknown): CustomView | null {
  if (!isRecord(raw)) return null;
  const id = str(raw.id);
  const scriptUrl = str(raw.scriptUrl);
  const path = str(raw.path)?.replace(/^\/+/, '').replace(/^custom\//, '');
  if (!id || !scriptUrl || !path) return null;
  return {
    id,
    path,
    scriptUrl,
    component: str(raw.component) ?? 'default',
    styleUrl: str(raw.styleUrl) ?? str(raw.stylesheetUrl) ?? str(raw.cssUrl),
    ...(str(raw.sdk) ? { sdk: str(raw.sdk) } : {}),
    meta: isRecord(raw.meta) ? (raw.meta as CustomView['meta']) : {},
    requiresAuth: raw.requiresAuth !== false,
    menuGroup: str(raw.menuGroup) ?? 'custom',
    icon: str(raw.icon) ?? 'puzzle',
    showInSidebar: raw.showInSidebar !== false,
  };
}

function normalizeSidebarItem(raw: unknown, index: number): CustomSidebarItem | null {
  if (!isRecord(raw)) return null;
  const path = str(raw.path);
  const label = isRecord(raw.label) ? (raw.label as Record<string, string>) : str(raw.label) ? { en: String(raw.label), ja: String(raw.label) } : null;
  if (!path || !label) return null;
  return { id: str(raw.id) ?? `item-${index}`, path, label, menuGroup: str(raw.menuGroup) ?? 'custom', icon: str(raw.icon) ?? 'puzzle' };
}

/** Turns any JSON into a manifest the shell can use; unknown or malformed parts are dropped. */
export function normalizeCustomManifest(raw: unknown): CustomManifest {
  if (!isRecord(raw)) return DEFAULT_CUSTOM_MANIFEST;
  const assetsIn = isRecord(raw.assets) ? raw.assets : {};
  const assets: BrandingAssets = {};
  for (const key of ASSET_KEYS) {
    const url = str(assetsIn[key]);
    if (url) assets[key] = url;
  }
  const themeIn = isRecord(raw.theme) ? raw.theme : {};
  const primary = str(themeIn.primary) ?? str(themeIn.primaryColor);
  const texts: Record<string, Record<string, string>> = {};
  const textIn = isRecord(raw.texts) ? raw.texts : isRecord(raw.text) ? raw.text : {};
  for (const [lang, entries] of Object.entries(textIn)) {
    if (!isRecord(entries)) continue;
    texts[lang] = Object.fromEntries(Object.entries(entries).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  }
  const views = (Array.isArray(raw.views) ? raw.views : []).map(normalizeView).filter((v): v is CustomView => v !== null);
  const sidebarIn = Array.isArray(raw.sidebarItems) ? raw.sidebarItems : Array.isArray(raw.sideBarItems) ? raw.sideBarItems : [];
  const sidebarItems = sidebarIn.map(normalizeSidebarItem).filter((v): v is CustomSidebarItem => v !== null);
  return {
    views,
    sidebarItems,
    branding: { assets, theme: primary && /^#[0-9a-f]{6}$/i.test(primary) ? { primary } : {}, texts },
  };
}
