import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
    await buildPlugin({ dir });
    const code = await readFile(path.join(dir, 'dist/index.js'), 'utf8');
    expect(code.startsWith('System.register([')).toBe(true);
    const deps = JSON.parse(/^System\.register\((\[[^\]]*\])/.exec(code)?.[1] ?? '[]') as string[];
    expect(deps.sort()).toEqual(['@fleetdeck/sdk', '@fluentui/react-components', 'react', 'react/jsx-runtime']);
    // Local code is bundled; React's own code is not.
    expect(code).toContain('tiny-fixture-clicked-');
    expect(code).not.toContain('FAKE_REACT_MARKER');
  }, 60_000);

  it('writes dist/plugin.json with entry, css and the sha384 of the entry', async () => {
    const { manifest } = await buildPlugin({ dir });
    const written = JSON.parse(await readFile(path.join(dir, 'dist/plugin.json'), 'utf8')) as typeof manifest;
    expect(written).toEqual(manifest);
    const entry = await readFile(path.join(dir, 'dist/index.js'));
    expect(written.entry).toBe('index.js');
    expect(written.css).toEqual(['tiny.css']);
    expect(written.integrity).toBe(sha384Integrity(entry));
    expect(await readFile(path.join(dir, 'dist/tiny.css'), 'utf8')).toContain('.tiny');
    expect(written.routes[0]?.path).toBe('/tiny/hello');
  }, 60_000);

  it('refuses to build an invalid plugin.json', async () => {
    const manifest = JSON.parse(await readFile(path.join(dir, 'plugin.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, 'plugin.json'), JSON.stringify({ ...manifest, routes: [{ id: 'x', path: 'no-slash', access: 'any' }] }));
    await expect(buildPlugin({ dir })).rejects.toThrow('routes.0.path');
  });
});
