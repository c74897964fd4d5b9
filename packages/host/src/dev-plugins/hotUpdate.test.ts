import { describe, expect, it, vi } from 'vitest';
import type { PluginManifest } from '@fleetdeck/sdk';
import { NO_DEV_OVERRIDES, type DevOverrides } from './devManifest.js';
import { changedModules, hotUpdate, type HotUpdateDeps } from './hotUpdate.js';
import type { RefreshApi } from './refreshApi.js';

const plugin = (entry: string, routes = [{ id: 'main', path: '/battery' }]) =>
  ({ id: 'battery', entry, sdk: '^0.1.0', routes }) as unknown as PluginManifest;

const build = (n: number, modules: Record<string, string>, routes?: { id: string; path: string }[]): DevOverrides => ({
  ...NO_DEV_OVERRIDES,
  plugins: [plugin(`http://127.0.0.1:5300/index.js?v=${n}`, routes)],
  modules,
});

function Page() {
  return null;
}

function deps(exportsByUrl: Record<string, Record<string, unknown>>, refresh: Partial<RefreshApi> | null = {}): HotUpdateDeps & { imported: string[]; refreshed: () => number } {
  const imported: string[] = [];
  let refreshed = 0;
  const api: RefreshApi | undefined = refresh
    ? {
        register: vi.fn(),
        createSignatureFunctionForTransform: () => () => undefined,
        isLikelyComponentType: (value) => typeof value === 'function' && /^[A-Z]/.test((value as { name: string }).name),
        performReactRefresh: () => (refreshed += 1),
        ...refresh,
      }
    : undefined;
  return {
    refresh: api,
    importFresh: async (url) => {
      imported.push(url);
      const exports = exportsByUrl[url.replace(/\?.*$/, '')];
      if (!exports) throw new Error(`404 ${url}`);
      return exports;
    },
    rescope: vi.fn(),
    imported,
    refreshed: () => refreshed,
  };
}

describe('changedModules', () => {
  it('lists scripts whose hash changed, not new or removed ones', () => {
    expect(changedModules({ a: '1', b: '2', gone: '3' }, { a: '1', b: '9', added: '4' })).toEqual(['b']);
  });
});

describe('hotUpdate', () => {
  const page = 'http://127.0.0.1:5300/pages/Page.js';

  it('re-imports only the changed component module, under a new address, and refreshes once', async () => {
    const d = deps({ [page]: { Page } });
    const outcome = await hotUpdate(build(1, { 'http://127.0.0.1:5300/index.js': 'i', [page]: 'p1' }), build(2, { 'http://127.0.0.1:5300/index.js': 'i', [page]: 'p2' }), d);
    expect(outcome).toEqual({ kind: 'updated', modules: ['pages/Page.js'] });
    expect(d.imported).toHaveLength(1);
    expect(d.imported[0]).toMatch(/^http:\/\/127\.0\.0\.1:5300\/pages\/Page\.js\?hot=/);
    expect(d.rescope).toHaveBeenCalledTimes(1);
    expect(d.refreshed()).toBe(1);
  });

  it('reloads, naming the module, when a changed module exports something other than components', async () => {
    const strings = 'http://127.0.0.1:5300/i18n.js';
    const d = deps({ [strings]: { en: { title: 'Battery' } } });
    const outcome = await hotUpdate(build(1, { [strings]: 'a' }), build(2, { [strings]: 'b' }), d);
    expect(outcome).toEqual({ kind: 'reload', reason: { code: 'notComponents', module: 'i18n.js' } });
    expect(d.refreshed()).toBe(0);
  });

  it('reloads when plugin.json declares something new, without importing anything', async () => {
    const d = deps({ [page]: { Page } });
    const outcome = await hotUpdate(build(1, { [page]: 'p1' }), build(2, { [page]: 'p2' }, [{ id: 'main', path: '/battery2' }]), d);
    expect(outcome).toEqual({ kind: 'reload', reason: { code: 'manifest' } });
    expect(d.imported).toEqual([]);
  });

  it('reloads with the error when the new module throws while loading', async () => {
    const d = deps({});
    const outcome = await hotUpdate(build(1, { [page]: 'p1' }), build(2, { [page]: 'p2' }), d);
    expect(outcome).toMatchObject({ kind: 'reload', reason: { code: 'failed', module: 'pages/Page.js' } });
  });

  it('reloads when the console has no React Refresh (its production build)', async () => {
    const d = deps({ [page]: { Page } }, null);
    expect(await hotUpdate(build(1, { [page]: 'p1' }), build(2, { [page]: 'p2' }), d)).toEqual({ kind: 'reload', reason: { code: 'noRefresh' } });
  });

  it('does nothing when no script changed (a stylesheet-only edit)', async () => {
    const d = deps({});
    expect(await hotUpdate(build(1, { [page]: 'p1' }), build(2, { [page]: 'p1' }), d)).toEqual({ kind: 'updated', modules: [] });
    expect(d.refreshed()).toBe(0);
  });
});
