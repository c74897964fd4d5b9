import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SPLIT_PARTS_FILE, type HostSplitParts } from '@fleetdeck/sdk/plugin-schema';
import { DEV_CONSOLE_DIR } from './development-console.js';

// Read again only when the console is built again (its modification time), not per plugin load.
const cache = new Map<string, { mtimeMs: number; parts: HostSplitParts | null }>();

async function readParts(file: string): Promise<HostSplitParts | null> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return null;
  const cached = cache.get(file);
  if (cached?.mtimeMs === info.mtimeMs) return cached.parts;
  const parts = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as HostSplitParts)
    .catch(() => null);
  cache.set(file, { mtimeMs: info.mtimeMs, parts });
  return parts;
}

/**
 * The split-parts map of the console build (production, or the development build under /dev/)
 * whose entry script is `entry` (its path, as the browser names it); null for any other.
 */
export async function hostSplitParts(hostDist: string, entry: unknown): Promise<HostSplitParts | null> {
  if (typeof entry !== 'string' || entry === '') return null;
  for (const dir of [hostDist, join(hostDist, DEV_CONSOLE_DIR)]) {
    const parts = await readParts(join(dir, SPLIT_PARTS_FILE));
    if (parts && `${parts.base}${parts.entry}` === entry) return parts;
  }
  return null;
}
