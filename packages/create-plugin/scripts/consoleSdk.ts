// Where the console's own copies of the plugin-author packages live, and how they are listed:
// create-plugin's build packs them there and the server serves them under /sdk/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages a plugin author installs, versioned together, in the order they depend on each other. */
export const publishedPackages = [
  { name: '@fleetdeck/model', folder: 'model' },
  { name: '@fleetdeck/sdk', folder: 'sdk' },
  { name: '@fleetdeck/plugin-tools', folder: 'plugin-tools' },
  { name: '@fleetdeck/create-plugin', folder: 'create-plugin' },
] as const;

/** The repository's packages/ folder. */
export const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the packed tarballs and their index.json are written (the server's default `/sdk/` folder). */
export const consoleSdkDir = path.resolve(packagesDir, '..', 'dist', 'console-sdk');

/** `/sdk/index.json`: the shared version and each package's tarball file name. */
export interface ConsoleSdkIndex {
  version: string;
  packages: Record<string, string>;
}
