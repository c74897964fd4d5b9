import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installedSdkDir } from './installedSdkVersion.js';

/** The names the console provides from each shared module (the SDK build's dist/shared-exports.json). */
export type SharedExports = Record<string, readonly string[]>;

/**
 * Reads the shared exports of the SDK installed for a plugin folder (the SDK a plugin is built
 * against is the console's), else of the SDK these tools were built with.
 */
export async function readSharedExports(dir: string): Promise<SharedExports> {
  const sdkDir = installedSdkDir(dir);
  const beside = sdkDir ? path.join(sdkDir, 'dist', 'shared-exports.json') : undefined;
  const file = beside && existsSync(beside) ? beside : fileURLToPath(import.meta.resolve('@fleetdeck/sdk/shared-exports.json'));
  return JSON.parse(await readFile(file, 'utf8')) as SharedExports;
}
