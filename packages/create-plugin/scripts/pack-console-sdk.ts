// Post-build step of create-plugin (the last of the packages a plugin author installs to build):
// packs model, sdk, plugin-tools and create-plugin with pnpm, as they would be published
// (workspace: ranges replaced, publishConfig applied), into dist/console-sdk/ at the repository's
// root with an index.json. A running console serves that folder under /sdk/, so an author
// without a registry can scaffold and install from the console itself.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { consoleSdkDir, packagesDir, publishedPackages, type ConsoleSdkIndex } from './consoleSdk.js';

const run = promisify(execFile);

/** pnpm as this build was started with, else through npx (as the repository's scripts do). */
function pnpm(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
  return ['npx', ['-y', 'pnpm@10']];
}

async function versionOf(folder: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(packagesDir, folder, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const versions = await Promise.all(publishedPackages.map(({ folder }) => versionOf(folder)));
const version = versions[0] ?? '';
const stray = publishedPackages.filter((_, index) => versions[index] !== version);
if (stray.length > 0) {
  throw new Error(`The published packages are versioned together, but ${stray.map((p) => p.name).join(', ')} differ from ${publishedPackages[0].name} ${version}`);
}

await rm(consoleSdkDir, { recursive: true, force: true });
await mkdir(consoleSdkDir, { recursive: true });
const [command, prefix] = pnpm();
const index: ConsoleSdkIndex = { version, packages: {} };
// One after the other: pnpm pack is quick, and the machine's cores are shared.
for (const { name, folder } of publishedPackages) {
  const { stdout } = await run(command, [...prefix, 'pack', '--pack-destination', consoleSdkDir], { cwd: path.join(packagesDir, folder) });
  const tarball = stdout.trim().split('\n').reverse().find((line) => line.trim().endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack in packages/${folder} named no tarball:\n${stdout}`);
  index.packages[name] = path.basename(tarball.trim());
}
await writeFile(path.join(consoleSdkDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`console SDK: ${Object.values(index.packages).join(', ')} in ${path.relative(process.cwd(), consoleSdkDir)}`);
