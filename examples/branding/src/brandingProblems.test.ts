import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandingProblems, type BrandingManifest } from './brandingProblems.js';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('manifest.json', root), 'utf8')) as BrandingManifest;
const assetOnDisk = (url: string) => existsSync(new URL(`assets/${url.replace('/custom/branding/', '')}`, root));

describe('branding manifest', () => {
  it('has only assets that exist, a valid colour and texts in both languages', () => {
    expect(brandingProblems(manifest, assetOnDisk)).toEqual([]);
  });

  it('reports each kind of mistake', () => {
    const broken: BrandingManifest = {
      assets: { logo: '/custom/branding/missing.svg', banner: '/custom/x.svg', loginBackground: 'https://cdn.example.com/bg.jpg' },
      theme: { primary: 'purple' },
      texts: { en: { 'shell.productName': 'X' }, ja: {} },
      views: [],
    };
    expect(brandingProblems(broken, () => false)).toEqual([
      'assets.logo: /custom/branding/missing.svg has no file',
      'assets.banner: not an asset the console reads',
      'assets.banner: /custom/x.svg has no file',
      'assets.loginBackground: must be served from /custom/',
      'theme.primary: must be a #rrggbb colour',
      'texts: ja and en must override the same keys',
    ]);
  });
});
