import { describe, expect, it } from 'vitest';
import { headerBrand } from './headerBrand.js';

const logo = '/custom/logo.svg';
const logoSp = '/custom/logo-sp.svg';
const logoIcon = '/custom/icon.svg';
const logoText = '/custom/text.svg';
const all = { logo, logoSp, logoIcon, logoText };

describe('headerBrand', () => {
  it('shows the logo on wide screens, the icon with its word mark where the side bar is icons only, and logoSp on phones', () => {
    expect(headerBrand(all, 'wide')).toEqual({ logo, name: false });
    expect(headerBrand(all, 'compact')).toEqual({ icon: logoIcon, wordmark: logoText, name: false });
    expect(headerBrand(all, 'phone')).toEqual({ logo: logoSp, name: false });
  });

  it('builds the wide brand from icon and word mark (or the name) when there is no logo', () => {
    expect(headerBrand({ logoIcon, logoText }, 'wide')).toEqual({ icon: logoIcon, wordmark: logoText, name: false });
    expect(headerBrand({ logoIcon }, 'wide')).toEqual({ icon: logoIcon, wordmark: undefined, name: true });
    expect(headerBrand({ logoText }, 'wide')).toEqual({ icon: undefined, wordmark: logoText, name: false });
  });

  it('falls back step by step when assets are missing', () => {
    expect(headerBrand({ logo }, 'compact')).toEqual({ logo, name: false });
    expect(headerBrand({ logoIcon }, 'compact')).toEqual({ icon: logoIcon, wordmark: undefined, name: false });
    expect(headerBrand({ logo, logoIcon }, 'phone')).toEqual({ icon: logoIcon, name: false });
    expect(headerBrand({ logo }, 'phone')).toEqual({ logo, name: false });
    for (const viewport of ['wide', 'compact', 'phone'] as const) expect(headerBrand({}, viewport)).toEqual({ name: true });
  });
});
