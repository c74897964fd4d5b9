import { describe, expect, it } from 'vitest';
import { buildDevManifest } from './devManifest.js';
import { devConsoleUrl } from './devConsoleUrl.js';

const pluginJson = { id: 'p', entry: 'index.js', routes: [{ id: 'main', path: '/p/home', access: 'any' }] };

describe('devConsoleUrl', () => {
  it('opens a view under /custom and turns the override on', () => {
    const manifest = buildDevManifest({
      origin: 'http://127.0.0.1:5300',
      buildId: '1',
      pluginJson,
      customView: { id: 'p', path: 'p-view', scriptUrl: 'x', component: 'C' },
    });
    expect(devConsoleUrl('http://localhost:8080', 'http://127.0.0.1:5300', manifest)).toBe(
      'http://localhost:8080/custom/p-view?fleetdeck-dev=http%3A%2F%2F127.0.0.1%3A5300',
    );
  });

  it("opens a plugin's first route", () => {
    const manifest = buildDevManifest({ origin: 'http://127.0.0.1:5300', buildId: '1', pluginJson, customView: null });
    expect(devConsoleUrl('https://dev.example.com/', 'http://127.0.0.1:5300', manifest)).toMatch(
      /^https:\/\/dev\.example\.com\/p\/home\?fleetdeck-dev=/,
    );
  });
});
