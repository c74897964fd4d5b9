import { describe, expect, it } from 'vitest';
import { brandLogoFor } from './brandLogo.js';
import { viewportSizeOf } from './viewport.js';

const all = {
  logo: '/custom/logo.svg', logoSp: '/custom/logo-sp.svg', logoIcon: '/custom/icon.svg',
  logoText: '/custom/text.svg', logoTeleOpe: '/custom/teleop.svg', loginBackground: '/custom/bg.svg',
};

describe('brandLogoFor', () => {
  it('uses logoSp instead of the logo on phones only', () => {
    expect(brandLogoFor(all, 'main', 'wide')).toBe('/custom/logo.svg');
    expect(brandLogoFor(all, 'main', 'compact')).toBe('/custom/logo.svg');
    expect(brandLogoFor(all, 'main', 'phone')).toBe('/custom/logo-sp.svg');
  });

  it('gives the icon, word mark and teleoperation logo their own places', () => {
    expect(brandLogoFor(all, 'icon', 'compact')).toBe('/custom/icon.svg');
    expect(brandLogoFor(all, 'wordmark', 'wide')).toBe('/custom/text.svg');
    expect(brandLogoFor(all, 'teleop', 'phone')).toBe('/custom/teleop.svg');
  });

  it('falls back to the default when an asset is not set (or was dropped as missing)', () => {
    expect(brandLogoFor({ logo: '/custom/logo.svg' }, 'main', 'phone')).toBe('/custom/logo.svg');
    expect(brandLogoFor({}, 'main', 'wide')).toBeUndefined();
    for (const place of ['icon', 'wordmark', 'teleop'] as const) expect(brandLogoFor({ logo: '/custom/logo.svg' }, place, 'wide')).toBeUndefined();
  });
});

describe('viewportSizeOf', () => {
  it('splits at 600 px (phone) and 1024 px (side bar icons only)', () => {
    expect([375, 599, 600, 1023, 1024, 1280].map(viewportSizeOf)).toEqual(['phone', 'phone', 'compact', 'compact', 'wide', 'wide']);
  });
});
