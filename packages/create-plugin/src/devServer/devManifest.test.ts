import { describe, expect, it } from 'vitest';
import { buildDevManifest } from './devManifest.js';

const pluginJson = {
  id: 'battery',
  name: 'Battery',
  entry: 'index.js',
  css: ['index.css'],
  integrity: 'sha384-abc',
  routes: [{ id: 'main', path: '/battery', access: 'any' }],
};

describe('buildDevManifest', () => {
  it('points a view and its stylesheet at this server with the build id and lists no plugin', () => {
    const manifest = buildDevManifest({
      origin: 'http://127.0.0.1:5300',
      buildId: 'b7',
      pluginJson,
      customView: { id: 'battery', path: 'battery', scriptUrl: '/custom/plugins/battery/index.js', component: 'BatteryView' },
    });
    expect(manifest.views).toEqual([
      { id: 'battery', path: 'battery', scriptUrl: 'http://127.0.0.1:5300/index.js?v=b7', styleUrl: 'http://127.0.0.1:5300/index.css?v=b7', component: 'BatteryView' },
    ]);
    expect(manifest.plugins).toEqual([]);
    expect(manifest.events).toBe('http://127.0.0.1:5300/events');
  });

  it('rewrites a plugin entry and css to absolute, versioned URLs and drops the integrity hash', () => {
    const manifest = buildDevManifest({ origin: 'http://127.0.0.1:5300', buildId: 'b8', pluginJson, customView: null });
    expect(manifest.plugins).toHaveLength(1);
    expect(manifest.plugins[0]).toMatchObject({
      id: 'battery',
      entry: 'http://127.0.0.1:5300/index.js?v=b8',
      css: ['http://127.0.0.1:5300/index.css?v=b8'],
      routes: pluginJson.routes,
    });
    expect(manifest.plugins[0]).not.toHaveProperty('integrity');
  });

  it('lists every script of a one-file-per-module build with its hash, by address without the build id', () => {
    const manifest = buildDevManifest({
      origin: 'http://127.0.0.1:5300',
      buildId: 'b9',
      pluginJson: { ...pluginJson, chunks: { 'index.js': { integrity: 'sha384-i' }, 'pages/Page.js': { integrity: 'sha384-p' } } },
      customView: null,
    });
    expect(manifest.modules).toEqual({ 'http://127.0.0.1:5300/index.js': 'sha384-i', 'http://127.0.0.1:5300/pages/Page.js': 'sha384-p' });
  });

  it('lists a single-file build by its entry and integrity', () => {
    const manifest = buildDevManifest({ origin: 'http://127.0.0.1:5300', buildId: 'b10', pluginJson, customView: null });
    expect(manifest.modules).toEqual({ 'http://127.0.0.1:5300/index.js': 'sha384-abc' });
  });
});
