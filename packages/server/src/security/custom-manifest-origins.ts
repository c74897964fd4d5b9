import { readFile, stat } from 'node:fs/promises';
import { httpOrigin } from './csp-sources.js';

/** The other origins /custom/manifest.json names, by what the page does with them. */
export interface ManifestOrigins {
  scripts: string[];
  styles: string[];
  images: string[];
}

const NONE: ManifestOrigins = { scripts: [], styles: [], images: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function origins(urls: unknown[]): string[] {
  return [...new Set(urls.filter((url): url is string => typeof url === 'string').map(httpOrigin).filter((o): o is string => o !== null))];
}

/**
 * Reads the origins of the custom views' scripts and stylesheets and of the branding assets.
 * The manifest is the operator's own configuration on the server's disk, so the origins it names
 * are trusted like `--csp-script-src`; a manifest that cannot be read adds nothing.
 */
export function manifestOrigins(raw: unknown): ManifestOrigins {
  if (!isRecord(raw)) return NONE;
  const views = (Array.isArray(raw.views) ? raw.views : []).filter(isRecord);
  const assets = isRecord(raw.assets) ? Object.values(raw.assets) : [];
  return {
    scripts: origins(views.map((view) => view.scriptUrl)),
    styles: origins(views.flatMap((view) => [view.scriptUrl, view.styleUrl, view.stylesheetUrl, view.cssUrl])),
    images: origins(assets),
  };
}

/** Reads the manifest's origins again only when the file changed (it is edited without a restart). */
export function cachedManifestOrigins(file: string): () => Promise<ManifestOrigins> {
  let cached: { mtimeMs: number; origins: ManifestOrigins } | null = null;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return NONE;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const text = await readFile(file, 'utf8').catch(() => 'null');
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        // An invalid manifest is ignored by the console too (spec §8: defaults are used).
      }
      cached = { mtimeMs: info.mtimeMs, origins: manifestOrigins(parsed) };
    }
    return cached.origins;
  };
}
