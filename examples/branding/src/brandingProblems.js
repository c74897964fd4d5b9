// Plain JavaScript so build.mjs runs it with node alone; types come from the JSDoc below.

/**
 * @typedef {{ assets: Record<string, string>, theme: { primary?: string }, texts: Record<string, Record<string, string>>, views?: unknown[] }} BrandingManifest
 */

/** Asset keys the console reads from a manifest (see the host's customManifest). */
export const assetKeys = ['logo', 'logoSp', 'logoIcon', 'logoText', 'loginBackground', 'logoTeleOpe'];

/**
 * Every problem with a branding manifest: unknown asset keys, assets outside /custom/ or without
 * a file, a colour that is not #rrggbb, texts that do not override the same keys in ja and en.
 * @param {BrandingManifest} manifest
 * @param {(url: string) => boolean} assetExists
 * @returns {string[]}
 */
export function brandingProblems(manifest, assetExists) {
  /** @type {string[]} */
  const problems = [];
  for (const [key, url] of Object.entries(manifest.assets)) {
    if (!assetKeys.includes(key)) problems.push(`assets.${key}: not an asset the console reads`);
    if (!url.startsWith('/custom/')) problems.push(`assets.${key}: must be served from /custom/`);
    else if (!assetExists(url)) problems.push(`assets.${key}: ${url} has no file`);
  }
  if (!/^#[0-9a-f]{6}$/i.test(manifest.theme.primary ?? '')) problems.push('theme.primary: must be a #rrggbb colour');
  const en = Object.keys(manifest.texts.en ?? {}).sort();
  const ja = Object.keys(manifest.texts.ja ?? {}).sort();
  if (en.join() !== ja.join()) problems.push('texts: ja and en must override the same keys');
  return problems;
}
