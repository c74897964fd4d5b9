import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostSplitParts } from '@fleetdeck/sdk/plugin-schema';
import { firstPage, firstScreenPreloads, pluginStartFiles, preloadLinks, withPreloads } from './first-screen.js';
import type { InstalledPlugin } from './plugin-index.js';

const installed = (id: string, routes: Array<{ path: string; layout?: 'shell' | 'bare' }>, extra: Record<string, unknown> = {}, dir = '/nowhere'): InstalledPlugin => ({
  id,
  dir,
  sdk: '^0.1.0',
  compatible: true,
  manifest: { id, entry: 'index-AAAAAAAA.js', routes: routes.map((route, index) => ({ id: `r${index}`, access: 'any', ...route })), ...extra },
});

const auth = installed('auth', [{ path: '/auth/login', layout: 'bare' }, { path: '/auth/404', layout: 'bare' }]);
const robots = installed('robots', [{ path: '/robot/control' }, { path: '/robot/:id' }]);
const plugins = [robots, auth];

describe('firstPage', () => {
  it('is the page asked for with the signed-in hint, the most literal route first', () => {
    expect(firstPage(plugins, '/robot/control', true)).toMatchObject({ plugin: { id: 'robots' }, route: { path: '/robot/control' } });
    expect(firstPage(plugins, '/robot/12', true)?.route.path).toBe('/robot/:id');
  });

  it('is the sign-in page for a page in the signed-in chrome without the hint, and for / without it', () => {
    expect(firstPage(plugins, '/robot/control', false)?.plugin.id).toBe('auth');
    expect(firstPage(plugins, '/', false)?.route.path).toBe('/auth/login');
    expect(firstPage(plugins, '/', true)?.route.path).toBe('/robot/control');
  });

  it('keeps a bare page without the hint, and finds nothing for a path no plugin opens', () => {
    expect(firstPage(plugins, '/auth/404', false)?.route.path).toBe('/auth/404');
    expect(firstPage(plugins, '/nothing/here', true)).toBeUndefined();
  });
});

describe('pluginStartFiles', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleetdeck-first-screen-'));
    await writeFile(join(dir, 'index-AAAAAAAA.js'), '/* banner */\nSystem.register(["react","./chunks/page-BBBBBBBB.js"],function(){return{setters:[],execute:function(){}}});');
    await mkdir(join(dir, 'chunks'));
    await writeFile(join(dir, 'chunks', 'page-BBBBBBBB.js'), 'System.register(["@fleetdeck/sdk", "./shared-CCCCCCCC.js", "./page-BBBBBBBB.js"], function () {});');
    await writeFile(join(dir, 'chunks', 'shared-CCCCCCCC.js'), 'System.register([], function () {});');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('follows System.register\'s relative dependencies from the entry, each file once, bare module ids left out', async () => {
    expect(await pluginStartFiles(installed('p', [], {}, dir))).toEqual(['index-AAAAAAAA.js', 'chunks/page-BBBBBBBB.js', 'chunks/shared-CCCCCCCC.js']);
  });

  it('answers the entry alone when a file is missing or not System.register, and nothing for an entry elsewhere', async () => {
    expect(await pluginStartFiles(installed('p', [], { entry: 'chunks/missing.js' }, dir))).toEqual(['chunks/missing.js']);
    await writeFile(join(dir, 'odd.js'), 'export default 1;');
    expect(await pluginStartFiles(installed('p', [], { entry: 'odd.js' }, dir))).toEqual(['odd.js']);
    expect(await pluginStartFiles(installed('p', [], { entry: 'https://cdn.example/x.js' }, dir))).toEqual([]);
  });
});

describe('firstScreenPreloads and preloadLinks', () => {
  const host: HostSplitParts = {
    entry: 'assets/index-E.js',
    base: '/',
    modules: { '@fleetdeck/sdk': [{ names: ['useT', 'PageLayout'], files: ['assets/sdk-part-1.js', 'assets/sdk-dep.js'], picks: [[0, 'useT'], [0, 'PageLayout']] }] },
    firstScreen: { pluginPage: ['assets/PluginData-1.js'], shell: ['assets/ShellLayout-1.js', 'assets/sdk-dep.js'] },
  };
  const single = installed('single', [{ path: '/single' }], { integrity: 'sha384-entry', sharedImports: { '@fleetdeck/sdk': ['useT'] } });

  it('names the index, the shared-parts answer, the entry with its integrity, the chrome and the parts, each once', async () => {
    const preloads = await firstScreenPreloads({ plugin: single, route: { id: 'r0', path: '/single' } }, host);
    expect(preloads).toEqual([
      { as: 'fetch', href: '/plugins/index.json' },
      { as: 'fetch', href: '/plugins/single/~shared-parts.json?entry=%2Fassets%2Findex-E.js' },
      { as: 'script', href: '/plugins/single/index-AAAAAAAA.js', integrity: 'sha384-entry' },
      { as: 'module', href: '/assets/PluginData-1.js' },
      { as: 'module', href: '/assets/ShellLayout-1.js' },
      { as: 'module', href: '/assets/sdk-dep.js' },
      { as: 'module', href: '/assets/sdk-part-1.js' },
    ]);
  });

  it('leaves the chrome out of a bare page, and names only the index without a page', async () => {
    const bare = await firstScreenPreloads({ plugin: single, route: { id: 'r0', path: '/single', layout: 'bare' } }, host);
    expect(bare.map((preload) => preload.href)).not.toContain('/assets/ShellLayout-1.js');
    expect(await firstScreenPreloads(undefined, host)).toEqual([{ as: 'fetch', href: '/plugins/index.json' }]);
  });

  it('writes links a browser matches to the console\'s own requests, attribute values escaped', () => {
    expect(preloadLinks([{ as: 'fetch', href: '/plugins/index.json' }, { as: 'module', href: '/assets/a.js' }, { as: 'script', href: '/plugins/x/"a&b.js', integrity: 'sha384-x' }]).split('\n    ')).toEqual([
      '<link rel="preload" href="/plugins/index.json" as="fetch" crossorigin>',
      '<link rel="modulepreload" href="/assets/a.js" crossorigin fetchpriority="low">',
      '<link rel="preload" href="/plugins/x/&quot;a&amp;b.js" as="script" integrity="sha384-x">',
    ]);
  });

  it('puts the links at the end of the head', () => {
    expect(withPreloads('<html><head><title>t</title></head><body></body></html>', '<link a>')).toBe('<html><head><title>t</title>  <link a>\n  </head><body></body></html>');
    expect(withPreloads('<p>no head</p>', '<link a>')).toBe('<p>no head</p>');
  });
});
