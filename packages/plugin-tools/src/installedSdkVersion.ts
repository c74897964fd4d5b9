import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SDK_VERSION } from '@fleetdeck/sdk/plugin-schema';

/**
 * The folder of the @fleetdeck/sdk installed for a plugin folder (walking up node_modules like
 * Node does), or undefined when none is; the SDK's exports map hides package.json, so it is
 * looked for on disk.
 */
export function installedSdkDir(dir: string): string | undefined {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', '@fleetdeck', 'sdk');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** The version of @fleetdeck/sdk installed for a plugin folder; falls back to the SDK these tools were built with. */
export function installedSdkVersion(dir: string): string {
  const sdkDir = installedSdkDir(dir);
  if (!sdkDir) return SDK_VERSION;
  const pkg = JSON.parse(readFileSync(path.join(sdkDir, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? SDK_VERSION;
}
