// What a new plugin author does, as code: pack the Fleetdeck packages that are not on the npm
// registry, scaffold with the packed create-plugin, install, build, and install the result into a
// console's <data>/custom/. Shared by the create-plugin browser test and its benchmark.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The packed tarballs a scaffolded project needs, by package name. */
export type Tarballs = Record<'@fleetdeck/sdk' | '@fleetdeck/model' | '@fleetdeck/plugin-tools' | '@fleetdeck/create-plugin', string>;

/** Runs a command; resolves with its output, rejects with the output when it exits non-zero. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`));
    });
  });
}

/** A temporary folder for one run; remove it with `rm(dir, { recursive: true })`. */
export function workFolder(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Packs the SDK, model, plugin tools and create-plugin (already built) with pnpm, as they would be published. */
export async function packFleetdeck(destination: string): Promise<Tarballs> {
  const folders = { '@fleetdeck/sdk': 'sdk', '@fleetdeck/model': 'model', '@fleetdeck/plugin-tools': 'plugin-tools', '@fleetdeck/create-plugin': 'create-plugin' } as const;
  const tarballs: Partial<Tarballs> = {};
  await Promise.all(
    Object.entries(folders).map(async ([name, folder]) => {
      const out = await run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', destination], join(repoRoot, 'packages', folder));
      const file = out.trim().split('\n').reverse().find((line) => line.trim().endsWith('.tgz'));
      if (!file) throw new Error(`pnpm pack in packages/${folder} named no tarball:\n${out}`);
      tarballs[name as keyof Tarballs] = file.trim();
    }),
  );
  return tarballs as Tarballs;
}

/** Scaffolds a custom view the way the guide says: `npx @fleetdeck/create-plugin <dir> --id … --name … --kind view --yes`. */
export async function scaffoldView(parent: string, tarballs: Tarballs, id: string, name: string): Promise<string> {
  // --package names the tarball; npx then runs its bin, as it would for the registry's package.
  const args = ['-y', `--package=file:${tarballs['@fleetdeck/create-plugin']}`, 'create-plugin'];
  await run('npx', [...args, id, '--id', id, '--name', name, '--kind', 'view', '--yes'], parent);
  return join(parent, id);
}

/**
 * Scaffolds the registry-less way the guide gives, word for word: `npx <console>/sdk/create-plugin.tgz
 * <dir> --console <console>`, pressing Enter at each question (id, name, kind) to take its default.
 */
export function scaffoldFromConsole(parent: string, consoleUrl: string, dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = [`${consoleUrl}/sdk/create-plugin.tgz`, dir, '--console', consoleUrl];
    // At a terminal npx asks "Ok to proceed?" before fetching the tarball; without one it cancels
    // unless told yes (npm_config_yes, the answer a reader gives). The scaffolder's questions end in "(default): ".
    const child = spawn('npx', args, { cwd: parent, env: { ...process.env, npm_config_yes: 'true' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/\): $/.test(output)) child.stdin.write('\n');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      child.stdin.end();
      if (code === 0) resolve(join(parent, dir));
      else reject(new Error(`npx ${args.join(' ')} (in ${parent}) exited ${code}:\n${output}`));
    });
  });
}

/**
 * Points the project's Fleetdeck dependencies at the tarballs (the registry does not have them);
 * everything else still comes from the npm registry.
 */
export async function useTarballs(projectDir: string, tarballs: Tarballs): Promise<void> {
  const file = join(projectDir, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as {
    devDependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const spec = (name: keyof Tarballs) => `file:${tarballs[name]}`;
  pkg.devDependencies['@fleetdeck/sdk'] = spec('@fleetdeck/sdk');
  pkg.devDependencies['@fleetdeck/plugin-tools'] = spec('@fleetdeck/plugin-tools');
  pkg.overrides = { '@fleetdeck/sdk': spec('@fleetdeck/sdk'), '@fleetdeck/model': spec('@fleetdeck/model') };
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** `npm install` as a new author runs it (warm npm cache allowed). */
export function npmInstall(projectDir: string): Promise<string> {
  return run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], projectDir);
}

/** Copies a built view project into a console's custom folder and lists it in the manifest, as its INSTALL.md says. */
export async function registerView(
  writeCustom: (relPath: string, content: string | Buffer) => Promise<void>,
  projectDir: string,
): Promise<{ path: string }> {
  const pluginJson = JSON.parse(await readFile(join(projectDir, 'dist/plugin.json'), 'utf8')) as { id: string };
  for (const file of await readdir(join(projectDir, 'dist'))) {
    if (!file.endsWith('.map')) await writeCustom(`plugins/${pluginJson.id}/${file}`, await readFile(join(projectDir, 'dist', file)));
  }
  const view = JSON.parse(await readFile(join(projectDir, 'custom-view.json'), 'utf8')) as { path: string };
  await writeCustom('manifest.json', JSON.stringify({ views: [view] }, null, 2));
  return view;
}

/** Removes a work folder. */
export function removeFolder(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}
