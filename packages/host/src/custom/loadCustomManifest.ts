import { DEFAULT_CUSTOM_MANIFEST, normalizeCustomManifest, type CustomManifest } from './customManifest.js';

const CACHE_KEY = 'fleetdeck.customManifest';
const MANIFEST_URL = '/custom/manifest.json';

interface CachedManifest {
  lastModified: string;
  body: unknown;
}

function readCache(): CachedManifest | null {
  try {
    return JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as CachedManifest | null;
  } catch {
    return null;
  }
}

function writeCache(entry: CachedManifest): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(entry));
  } catch {
    // A full or missing storage only costs a full download next time.
  }
}

async function assetExists(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Loads /custom/manifest.json conditionally (If-Modified-Since from the cached copy), then
 * HEAD-checks each asset and drops missing ones. Every failure is only logged; the defaults
 * (or what is still valid) are used (spec §7, §8).
 */
export async function loadCustomManifest(): Promise<CustomManifest> {
  const cached = readCache();
  let body: unknown;
  try {
    const headers: Record<string, string> = {};
    if (cached?.lastModified) headers['If-Modified-Since'] = cached.lastModified;
    const response = await fetch(MANIFEST_URL, { headers, cache: 'no-cache' });
    if (response.status === 304 && cached) {
      body = cached.body;
    } else if (response.ok) {
      body = await response.json();
      const lastModified = response.headers.get('Last-Modified');
      if (lastModified) writeCache({ lastModified, body });
    } else {
      console.warn(`[fleetdeck] ${MANIFEST_URL} answered ${response.status}; using defaults`);
      return DEFAULT_CUSTOM_MANIFEST;
    }
  } catch (error) {
    console.warn(`[fleetdeck] could not load ${MANIFEST_URL}; using defaults`, error);
    return DEFAULT_CUSTOM_MANIFEST;
  }
  const manifest = normalizeCustomManifest(body);
  const assets = manifest.branding.assets;
  await Promise.all(
    Object.entries(assets).map(async ([key, url]) => {
      if (!(await assetExists(url as string))) {
        console.warn(`[fleetdeck] custom asset ${key} (${String(url)}) is missing; using the default`);
        delete assets[key as keyof typeof assets];
      }
    }),
  );
  return manifest;
}
