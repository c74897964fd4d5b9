import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPlugin } from './buildPlugin.js';
import { sha384Integrity } from './integrity.js';

const fixture = fileURLToPath(new URL('../fixtures/tiny-plugin', import.meta.url));
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-plugin-'));
  await cp(fixture, dir, { recursive: true });
  // A resolvable copy of "react" with a marker: if the build did not keep shared modules
  // external, the marker would end up in the bundle.
  await mkdir(path.join(dir, 'node_modules/react'), { recursive: true });
  await writeFile(path.join(dir, 'node_modules/react/package.json'), JSON.stringify({ name: 'react', main: 'index.js' }));
  await writeFile(path.join(dir, 'node_modules/react/index.js'), 'exports.useState = function () { return "FAKE_REACT_MARKER"; };');
  await writeFile(path.join(dir, 'node_modules/react/jsx-runtime.js'), 'exports.jsx = function () { return "FAKE_REACT_MARKER"; };');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('buildPlugin', () => {
  it('emits a System.register module with the shared modules external', async () => {
    const { manifest } = await buildPlugin({ dir });
    const code = await readFile(path.join(dir, 'dist', manifest.entry), 'utf8');
    expect(code.startsWith('System.register([')).toBe(true);
    const deps = JSON.parse(/^System\.register\((\[[^\]]*\])/.exec(code)?.[1] ?? '[]') as string[];
    expect(deps.sort()).toEqual(['@fleetdeck/sdk', '@fluentui/react-components', 'react', 'react/jsx-runtime']);
    // Local code is bundled; React's own code is not.
    expect(code).toContain('tiny-fixture-clicked-');
    expect(code).not.toContain('FAKE_REACT_MARKER');
  }, 60_000);

  it('writes dist/plugin.json with the content-hashed entry, css and the sha384 of the entry', async () => {
    const { manifest } = await buildPlugin({ dir });
    const written = JSON.parse(await readFile(path.join(dir, 'dist/plugin.json'), 'utf8')) as typeof manifest;
    expect(written).toEqual(manifest);
    expect(written.entry).toMatch(/^index-[\w-]{8}\.js$/);
    const entry = await readFile(path.join(dir, 'dist', written.entry));
    // The same bytes under the stable name a custom view's scriptUrl gives.
    expect(await readFile(path.join(dir, 'dist/index.js'))).toEqual(entry);
    expect(written.css).toEqual(['tiny.css']);
    expect(written.integrity).toBe(sha384Integrity(entry));
    expect(await readFile(path.join(dir, 'dist/tiny.css'), 'utf8')).toContain('.tiny');
    expect(written.routes[0]?.path).toBe('/tiny/hello');
  }, 60_000);

  it('lists in dist/plugin.json the names the bundle imports from each shared module', async () => {
    await writeFile(
      path.join(dir, 'src/whole.ts'),
      "import * as Fluent from '@fluentui/react-components';\nexport const everything = Object.keys(Fluent).length;\n",
    );
    const index = await readFile(path.join(dir, 'src/index.tsx'), 'utf8');
    await writeFile(path.join(dir, 'src/index.tsx'), `${index}\nimport { everything } from './whole';\nconsole.log(everything);\n`);
    const { manifest } = await buildPlugin({ dir });
    // Fluent is used as a namespace here, so the host must serve it whole: it is left out.
    expect(manifest.sharedImports).toEqual({
      '@fleetdeck/sdk': ['definePlugin', 'useT'],
      react: ['useState'],
      'react/jsx-runtime': ['jsx'],
    });
    await writeFile(path.join(dir, 'src/index.tsx'), index);
    const named = await buildPlugin({ dir });
    expect(named.manifest.sharedImports?.['@fluentui/react-components']).toEqual(['Button']);
  }, 60_000);

  it('writes the access policy\'s level into dist/plugin.json for a console screen that states none', async () => {
    const manifest = JSON.parse(await readFile(path.join(dir, 'plugin.json'), 'utf8')) as { routes: object[] };
    manifest.routes = [...manifest.routes, { id: 'commands', path: '/command/list' }];
    await writeFile(path.join(dir, 'plugin.json'), JSON.stringify(manifest));
    await buildPlugin({ dir });
    const written = JSON.parse(await readFile(path.join(dir, 'dist/plugin.json'), 'utf8')) as { routes: Array<{ id: string; access?: string }> };
    expect(written.routes.find((route) => route.id === 'commands')?.access).toBe('systemAdmin');
    expect(written.routes.every((route) => route.access !== undefined)).toBe(true);
  }, 60_000);

  it('re-reads plugin.json on each rebuild in watch mode', async () => {
    const builds: string[] = [];
    let changed: () => void = () => undefined;
    const rebuilt = new Promise<void>((resolve) => (changed = resolve));
    const { watcher } = await buildPlugin({
      dir,
      watch: true,
      onBuild: (built) => {
        builds.push(built.routes[0]?.path ?? '');
        if (built.routes[0]?.path === '/tiny/renamed') changed();
      },
    });
    try {
      const manifest = JSON.parse(await readFile(path.join(dir, 'plugin.json'), 'utf8')) as { routes: { path: string }[] };
      manifest.routes[0]!.path = '/tiny/renamed';
      await writeFile(path.join(dir, 'plugin.json'), JSON.stringify(manifest));
      await rebuilt;
      const written = JSON.parse(await readFile(path.join(dir, 'dist/plugin.json'), 'utf8')) as { routes: { path: string }[] };
      expect(written.routes[0]?.path).toBe('/tiny/renamed');
      expect(builds[0]).toBe('/tiny/hello');

    } finally {
      await watcher?.close();
    }
  }, 60_000);

  it('names the entry by its content: a changed source gives a new name, the same source the same', async () => {
    const first = (await buildPlugin({ dir })).manifest.entry;
    expect((await buildPlugin({ dir })).manifest.entry).toBe(first);
    const index = await readFile(path.join(dir, 'src/index.tsx'), 'utf8');
    await writeFile(path.join(dir, 'src/index.tsx'), `${index}\nconsole.log('changed');\n`);
    const second = (await buildPlugin({ dir })).manifest;
    expect(second.entry).not.toBe(first);
    expect(second.integrity).toBe(sha384Integrity(await readFile(path.join(dir, 'dist', second.entry))));
  }, 60_000);

  it('writes brotli and gzip copies beside every text file, however small, that decompress to the same bytes', async () => {
    const { manifest } = await buildPlugin({ dir });
    const files = await readdir(path.join(dir, 'dist'));
    expect(files).toEqual(expect.arrayContaining([`${manifest.entry}.br`, `${manifest.entry}.gz`]));
    // Every file a browser fetches, the small stylesheet too; source maps are for developer tools only.
    expect(files).toEqual(expect.arrayContaining(['tiny.css.br', 'tiny.css.gz', 'plugin.json.br']));
    expect(files.some((file) => /\.map\.(?:br|gz)$/.test(file))).toBe(false);
    for (const file of files.filter((name) => name.endsWith('.br'))) {
      const original = await readFile(path.join(dir, 'dist', file.slice(0, -3)));
      expect(brotliDecompressSync(await readFile(path.join(dir, 'dist', file)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, 'dist', `${file.slice(0, -3)}.gz`)))).toEqual(original);
    }
  }, 60_000);

  it('gives a watch rebuild of changed code a new entry name and removes the earlier one', async () => {
    const entries: string[] = [];
    let changed: () => void = () => undefined;
    const rebuilt = new Promise<void>((resolve) => (changed = resolve));
    const { watcher } = await buildPlugin({
      dir,
      watch: true,
      onBuild: (built) => {
        entries.push(built.entry);
        if (entries.length > 1 && built.entry !== entries[0]) changed();
      },
    });
    try {
      const index = await readFile(path.join(dir, 'src/index.tsx'), 'utf8');
      await writeFile(path.join(dir, 'src/index.tsx'), `${index}\nconsole.log('changed');\n`);
      await rebuilt;
      const files = (await readdir(path.join(dir, 'dist'))).filter((file) => /^index.*\.js$/.test(file));
      expect(files.sort()).toEqual([entries.at(-1), 'index.js'].sort());
    } finally {
      await watcher?.close();
    }
  }, 60_000);

  it('a development build keeps one stable file per module, unminified, with React Refresh registrations keyed by plugin and file', async () => {
    const { manifest } = await buildPlugin({ dir, dev: true });
    expect(manifest.entry).toBe('index.js');
    expect(Object.keys(manifest.chunks ?? {}).sort()).toEqual(['greeting.js', 'index.js']);
    const entry = await readFile(path.join(dir, 'dist/index.js'), 'utf8');
    expect(entry).toContain("'./greeting.js'");
    // The component is registered as a family React Refresh can swap, under the plugin's id and the file.
    expect(entry).toContain('"tiny/src/index.tsx" + " " + name');
    expect(entry).toMatch(/\$RefreshReg\$\(\w+, "Hello"\)/);
    // Its hooks' signature, so an edit that changes them remounts instead of keeping stale state.
    expect(entry).toContain('$RefreshSig$()');
    // A module with no component gets no registrations.
    expect(await readFile(path.join(dir, 'dist/greeting.js'), 'utf8')).not.toContain('$Refresh');
    // React's development mode, and readable code.
    expect(entry).not.toContain('"production"');
    expect(entry.split('\n').length).toBeGreaterThan(20);
    // An unchanged module keeps its bytes across rebuilds (what the console compares to re-import only edited ones).
    const before = manifest.chunks?.['greeting.js']?.integrity;
    await writeFile(path.join(dir, 'src/index.tsx'), (await readFile(path.join(dir, 'src/index.tsx'), 'utf8')).replace("'Hello'", "'Hi'"));
    const { manifest: again } = await buildPlugin({ dir, dev: true });
    expect(again.chunks?.['greeting.js']?.integrity).toBe(before);
    expect(again.chunks?.['index.js']?.integrity).not.toBe(manifest.chunks?.['index.js']?.integrity);
  }, 60_000);

  it('refuses to build an invalid plugin.json', async () => {
    const manifest = JSON.parse(await readFile(path.join(dir, 'plugin.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, 'plugin.json'), JSON.stringify({ ...manifest, routes: [{ id: 'x', path: 'no-slash', access: 'any' }] }));
    await expect(buildPlugin({ dir })).rejects.toThrow('routes.0.path');
  });
});
