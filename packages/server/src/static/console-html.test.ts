import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleHtml, preferredEncoding } from './console-html.js';
import type { FirstPage } from './first-screen.js';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it('sends none when none is accepted or every one is refused with q=0', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('BR;q=0.5')).toBe('br');
  });
});

describe('consoleHtml', () => {
  let hostDist: string;
  beforeAll(async () => {
    hostDist = await mkdtemp(join(tmpdir(), 'fleetdeck-console-html-'));
    await writeFile(join(hostDist, 'index.html'), '<html><head><script type="module" crossorigin src="/assets/index-E.js"></script></head><body></body></html>');
    await writeFile(join(hostDist, 'split-parts.json'), JSON.stringify({ entry: 'assets/index-E.js', base: '/', modules: { '@fleetdeck/sdk': [{ names: ['useT'], files: ['assets/sdk-1.js'], picks: [[0, 'useT']] }] } }));
  });
  afterAll(() => rm(hostDist, { recursive: true, force: true }));

  const page = (sharedImports: unknown): FirstPage => ({
    plugin: { id: 'p', dir: hostDist, sdk: '^0.1.0', compatible: true, manifest: { id: 'p', entry: 'index-AAAAAAAA.js', routes: [], sharedImports } },
    route: { id: 'r', path: '/p' },
  });

  it('sends the page without announcements when they cannot be made, and tries again on the next request', async () => {
    const failed = await consoleHtml(hostDist, page({ '@fleetdeck/sdk': 'not a list' }));
    expect(failed?.body.toString('utf8')).not.toContain('<link');
    const made = await consoleHtml(hostDist, page({ '@fleetdeck/sdk': ['useT'] }));
    expect(made?.body.toString('utf8')).toContain('<link rel="modulepreload" href="/assets/sdk-1.js"');
    // Kept once made: the same page answers the same bytes.
    expect(await consoleHtml(hostDist, page({ '@fleetdeck/sdk': ['useT'] }))).toBe(made);
  });

  it('answers null when the console is not built', async () => {
    expect(await consoleHtml(join(hostDist, 'missing'), undefined)).toBeNull();
  });
});
