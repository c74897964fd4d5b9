import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SDK_VERSION } from '@fleetdeck/sdk/plugin-schema';

/**
 * The version of @fleetdeck/sdk installed for a plugin folder (walking up node_modules like
 * Node does); the SDK's exports map hides package.json, so it is read from disk. Falls back to
 * the SDK these tools were built with.
 */
export function installedSdkVersion(dir: string): string {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', '@fleetdeck', 'sdk', 'package.json');
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { version?: string };
      if (pkg.version) return pkg.version;
    }
    const parent = path.dirname(current);
    if (parent === current) return SDK_VERSION;
    current = parent;
  }
}
