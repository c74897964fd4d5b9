import type { PluginManifest } from '@fleetdeck/sdk';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_MANIFEST, type CustomView } from '../custom/customManifest.js';
import { combineDevOverrides, mergeDevOverrides, NO_DEV_OVERRIDES, parseDevManifest } from './devManifest.js';

const plugin = (id: string, entry: string): PluginManifest => ({ id, name: id, version: '1.0.0', sdk: '^0.1.0', entry, routes: [] });
const view = (id: string, scriptUrl: string): CustomView => ({
  id,
  path: id,
  scriptUrl,
  component: 'View',
  meta: {},
  requiresAuth: true,
  menuGroup: 'custom',
  icon: 'puzzle',
  showInSidebar: true,
});

describe('parseDevManifest', () => {
  it('reads views with the custom-view defaults, plugins and the event stream', () => {
    const parsed = parseDevManifest({
      fleetdeckDev: 1,
      events: 'http://127.0.0.1:5300/events',
      views: [{ id: 'v', path: '/custom/v', scriptUrl: 'http://127.0.0.1:5300/index.js?v=1', component: 'V' }, { id: 'broken' }],
      plugins: [plugin('p', 'http://127.0.0.1:5300/index.js'), { id: 'no-entry' }],
    });
    expect(parsed.views).toEqual([{ ...view('v', 'http://127.0.0.1:5300/index.js?v=1'), component: 'V', styleUrl: undefined }]);
    expect(parsed.plugins.map((p) => p.id)).toEqual(['p']);
    expect(parsed.events).toEqual(['http://127.0.0.1:5300/events']);
  });

  it('ignores anything that is not a dev manifest', () => {
    expect(parseDevManifest({ views: [view('v', 'x')] })).toEqual(NO_DEV_OVERRIDES);
    expect(parseDevManifest('hello')).toEqual(NO_DEV_OVERRIDES);
  });
});

describe('mergeDevOverrides', () => {
  it('replaces installed entries with the same id and adds new ones, keeping the rest', () => {
    const data = {
      plugins: [plugin('auth', '/plugins/auth/index.js'), plugin('robots', '/plugins/robots/index.js')],
      custom: { ...DEFAULT_CUSTOM_MANIFEST, views: [view('battery', '/custom/plugins/battery/index.js')] },
    };
    const merged = mergeDevOverrides(data, {
      views: [view('battery', 'http://127.0.0.1:5300/index.js?v=2'), view('extra', 'http://127.0.0.1:5300/x.js')],
      plugins: [plugin('robots', 'http://127.0.0.1:5301/index.js')],
      events: [],
      modules: {},
    });
    expect(merged.plugins.map((p) => [p.id, p.entry])).toEqual([
      ['auth', '/plugins/auth/index.js'],
      ['robots', 'http://127.0.0.1:5301/index.js'],
    ]);
    expect(merged.custom.views.map((v) => [v.id, v.scriptUrl])).toEqual([
      ['battery', 'http://127.0.0.1:5300/index.js?v=2'],
      ['extra', 'http://127.0.0.1:5300/x.js'],
    ]);
    expect(merged.custom.branding).toBe(DEFAULT_CUSTOM_MANIFEST.branding);
  });
});

describe('combineDevOverrides', () => {
  it('lets a later dev server win for the same id and keeps every event stream', () => {
    const combined = combineDevOverrides([
      { views: [view('v', 'a')], plugins: [], events: ['a/events'], modules: { 'http://a/index.js': 'h1' } },
      { views: [view('v', 'b')], plugins: [plugin('p', 'b')], events: ['b/events'], modules: { 'http://b/index.js': 'h2' } },
    ]);
    expect(combined.views.map((v) => v.scriptUrl)).toEqual(['b']);
    expect(combined.plugins.map((p) => p.id)).toEqual(['p']);
    expect(combined.events).toEqual(['a/events', 'b/events']);
    expect(combined.modules).toEqual({ 'http://a/index.js': 'h1', 'http://b/index.js': 'h2' });
  });
});
