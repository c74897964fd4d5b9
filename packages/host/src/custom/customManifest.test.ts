import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOM_MANIFEST, normalizeCustomManifest } from './customManifest.js';

describe('normalizeCustomManifest', () => {
  it('applies the spec defaults to views', () => {
    const manifest = normalizeCustomManifest({ views: [{ id: 'battery', path: 'battery', scriptUrl: '/custom/battery.js', component: 'BatteryView' }] });
    expect(manifest.views).toEqual([
      {
        id: 'battery', path: 'battery', scriptUrl: '/custom/battery.js', component: 'BatteryView', styleUrl: undefined, meta: {},
        requiresAuth: true, menuGroup: 'custom', icon: 'puzzle', showInSidebar: true,
      },
    ]);
  });

  it('keeps explicit view settings and strips a leading /custom/ from paths', () => {
    const [view] = normalizeCustomManifest({
      views: [{ id: 'kiosk', path: '/custom/kiosk', scriptUrl: '/k.js', requiresAuth: false, showInSidebar: false, menuGroup: 'operation', icon: 'robot' }],
    }).views;
    expect(view).toMatchObject({ path: 'kiosk', requiresAuth: false, showInSidebar: false, menuGroup: 'operation', icon: 'robot', component: 'default' });
  });

  it('keeps a view\'s SDK range so the console can check it before loading the script', () => {
    const [view] = normalizeCustomManifest({ views: [{ id: 'v', path: 'v', scriptUrl: '/v.js', sdk: '^2.0.0' }] }).views;
    expect(view?.sdk).toBe('^2.0.0');
  });

  it('reads branding from the server default shape (theme.primaryColor, text)', () => {
    const manifest = normalizeCustomManifest({ assets: { logo: '/custom/logo.svg', bogus: 'x' }, theme: { primaryColor: '#FF0000' }, text: { en: { 'shell.productName': 'Acme' } } });
    expect(manifest.branding).toEqual({ assets: { logo: '/custom/logo.svg' }, theme: { primary: '#FF0000' }, texts: { en: { 'shell.productName': 'Acme' } } });
  });

  it('drops malformed parts and falls back to defaults for non-objects', () => {
    expect(normalizeCustomManifest('nope')).toBe(DEFAULT_CUSTOM_MANIFEST);
    expect(normalizeCustomManifest({ views: [{ id: 'x' }, 3], theme: { primary: 'red' } })).toEqual(DEFAULT_CUSTOM_MANIFEST);
  });
});
