import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validatePluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffoldProject, TargetNotEmptyError, type ScaffoldSources } from './scaffold.js';
import { fleetdeckVersions } from './versions.js';

const templatesDir = fileURLToPath(new URL('../templates', import.meta.url));
let work: string;
let sources: ScaffoldSources;

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'create-plugin-'));
  sources = { templatesDir, devServerFile: join(work, 'dev-server.js') };
  await writeFile(sources.devServerFile, '// dev server\n');
});
afterEach(() => rm(work, { recursive: true, force: true }));

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('scaffoldProject', () => {
  it('writes a view project whose plugin.json validates and whose ranges match this SDK', async () => {
    const dir = join(work, 'battery');
    const files = await scaffoldProject({ dir, id: 'battery', name: `Bob's "Battery"`, kind: 'view' }, sources);
    expect(files).toEqual(
      expect.arrayContaining([
        '.fleetdeck/dev-server.js',
        '.gitignore',
        'custom-view.json',
        'package.json',
        'playwright.config.ts',
        'plugin.json',
        'src/BatteryPage.tsx',
        'src/BatteryPage.test.tsx',
        'src/greetingKey.test.ts',
        'src/index.tsx',
        'tests/console.spec.ts',
      ]),
    );
    for (const file of files) expect(await readFile(join(dir, file), 'utf8'), file).not.toMatch(/%%/);

    const validation = validatePluginManifest(await readJson(join(dir, 'plugin.json')));
    expect(validation.errors).toEqual([]);
    expect(validation.ok && validation.manifest.name).toBe(`Bob's "Battery"`);

    const pkg = (await readJson(join(dir, 'package.json'))) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['build', 'dev', 'test', 'validate']));
    expect(pkg.devDependencies['@fleetdeck/sdk']).toBe(`^${fleetdeckVersions().sdk}`);
    expect(pkg.devDependencies['@fleetdeck/plugin-tools']).toBe(`^${fleetdeckVersions().pluginTools}`);

    const view = await readJson(join(dir, 'custom-view.json'));
    expect(view).toMatchObject({ id: 'battery', path: 'battery', component: 'BatteryView' });
    expect(await readFile(join(dir, 'src/index.tsx'), 'utf8')).toContain('export function BatteryView()');
  });

  it('writes a full plugin with a route and a side-bar entry', async () => {
    const dir = join(work, 'fleet-map');
    const files = await scaffoldProject({ dir, id: 'fleet-map', name: 'Fleet map', kind: 'plugin' }, sources);
    expect(files).not.toContain('custom-view.json');
    const validation = validatePluginManifest(await readJson(join(dir, 'plugin.json')));
    expect(validation.ok).toBe(true);
    expect(validation.ok && validation.manifest.routes.map((route) => route.path)).toEqual(['/fleet-map']);
    expect(validation.ok && validation.manifest.sidebar?.[0]?.labelKey).toBe('title');
  });

  it('refuses a folder that already holds files', async () => {
    const dir = join(work, 'taken');
    await scaffoldProject({ dir, id: 'taken', name: 'Taken', kind: 'view' }, sources);
    await expect(scaffoldProject({ dir, id: 'taken', name: 'Taken', kind: 'view' }, sources)).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    );
  });
});
