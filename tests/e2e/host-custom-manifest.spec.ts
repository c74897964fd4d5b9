// The host's side of /custom/manifest.json (spec §2, §7, §8): a conditional reload that reuses the
// cached copy on 304, missing assets dropped after their HEAD check, a broken manifest falling back
// to the defaults with only a console message, public custom views, and manifest side-bar items
// with their menu group and icon defaults.
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { demo, expect, login, mainMenu, menuLink, test, type TestServer } from './fixtures/test.js';

const MANIFEST_PATH = '/custom/manifest.json';

interface ManifestLoad {
  ifModifiedSince: string | undefined;
  status: number;
  lastModified: string | undefined;
}

/** Records every load of the manifest: the condition the host sent and what the server answered. */
function recordManifestLoads(page: Page): ManifestLoad[] {
  const loads: ManifestLoad[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== MANIFEST_PATH) return;
    const request = await response.request().allHeaders();
    const headers = await response.allHeaders();
    loads.push({ ifModifiedSince: request['if-modified-since'], status: response.status(), lastModified: headers['last-modified'] });
  });
  return loads;
}

function collectWarnings(page: Page): ConsoleMessage[] {
  const warnings: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message);
  });
  return warnings;
}

async function openProbe(page: Page): Promise<void> {
  await page.goto('/e2e/probe');
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
}

test.describe('custom manifest loading', () => {
  // The manifest is per data folder: these tests get their own server.
  test.use({ freshServer: true });

  test('the second load sends If-Modified-Since and a 304 reuses the cached copy; a changed file is fetched again', async ({ page, server }) => {
    const item = (label: string) => ({ sidebarItems: [{ id: 'handbook', path: '/e2e/open', label: { en: label, ja: label } }] });
    await server.writeCustom('manifest.json', JSON.stringify(item('Server link')));
    const loads = recordManifestLoads(page);

    await login(page, demo.operator);
    await expect.poll(() => loads.length).toBe(1);
    expect(loads[0]).toMatchObject({ ifModifiedSince: undefined, status: 200 });
    expect(loads[0]?.lastModified).toBeTruthy();

    await openProbe(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Server link' })).toBeVisible();
    await expect.poll(() => loads.length).toBe(2);
    expect(loads[1]).toMatchObject({ ifModifiedSince: loads[0]?.lastModified, status: 304 });

    // A 304 carries no body, so what the side bar shows now can only come from the cached copy.
    await page.evaluate(() => {
      const cached = JSON.parse(localStorage.getItem('fleetdeck.customManifest') ?? 'null') as {
        body: { sidebarItems: { label: Record<string, string> }[] };
      };
      cached.body.sidebarItems[0]!.label = { en: 'Cached link', ja: 'Cached link' };
      localStorage.setItem('fleetdeck.customManifest', JSON.stringify(cached));
    });
    await page.reload();
    await expect(mainMenu(page).getByRole('link', { name: 'Cached link' })).toBeVisible();
    await expect.poll(() => loads.length).toBe(3);
    expect(loads[2]?.status).toBe(304);

    // A newer file is downloaded again (its time moved on, as Last-Modified counts whole seconds).
    await server.writeCustom('manifest.json', JSON.stringify(item('Fresh link')));
    const later = new Date(Date.now() + 5_000);
    await utimes(join(server.dataDir, 'custom', 'manifest.json'), later, later);
    await page.reload();
    await expect(mainMenu(page).getByRole('link', { name: 'Fresh link' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Cached link' })).toHaveCount(0);
    await expect.poll(() => loads.length).toBe(4);
    expect(loads[3]?.status).toBe(200);
  });

  test('an asset whose HEAD check fails is dropped, with the rest of the manifest still in use', async ({ page, server }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eeeeee"/></svg>';
    await server.writeCustom('brand/background.svg', svg);
    await server.writeCustom(
      'manifest.json',
      JSON.stringify({
        assets: { logo: '/custom/brand/missing-logo.svg', loginBackground: '/custom/brand/background.svg' },
        sidebarItems: [{ path: '/e2e/open', label: { en: 'Handbook', ja: '手引き' } }],
      }),
    );
    const heads: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'HEAD') heads.push({ path: new URL(response.url()).pathname, status: response.status() });
    });
    const warnings = collectWarnings(page);

    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => heads).toEqual(
      expect.arrayContaining([
        { path: '/custom/brand/missing-logo.svg', status: 404 },
        { path: '/custom/brand/background.svg', status: 200 },
      ]),
    );
    await expect(page.locator('img[src*="missing-logo"]')).toHaveCount(0);
    const backgrounds = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].map((element) => getComputedStyle(element).backgroundImage).filter((image) => image !== 'none'),
    );
    expect(backgrounds.some((image) => image.includes('/custom/brand/background.svg'))).toBe(true);
    expect(warnings.map((message) => message.text()).some((text) => text.includes('missing-logo.svg'))).toBe(true);

    await login(page, demo.operator);
    await openProbe(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Handbook' })).toBeVisible();
    await expect(page.getByRole('banner').locator('img[src*="missing-logo"]')).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Fleetdeck', { exact: true })).toBeVisible();
  });

  test('a manifest that is not JSON falls back to the defaults with only a console message', async ({ page, server }) => {
    await server.writeCustom('manifest.json', '{"sidebarItems": [{"path": "/e2e/open", "label": "Broken link"}');
    const warnings = collectWarnings(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await login(page, demo.operator);
    await openProbe(page);
    await expect(menuLink(page, '/e2e/probe')).toBeVisible();
    await expect(menuLink(page, '/e2e/open')).toHaveCount(0);
    await expect(page.getByTestId('shell-alert')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(warnings.map((message) => message.text()).some((text) => text.includes(MANIFEST_PATH) && text.includes('using defaults'))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

const viewsDir = join(import.meta.dirname, 'test-plugins/custom-views');

async function installPublicViewAndItems(server: TestServer): Promise<void> {
  await server.writeCustom('views/hello-view.js', await readFile(join(viewsDir, 'hello-view.js')));
  await server.writeCustom(
    'manifest.json',
    JSON.stringify({
      views: [
        {
          id: 'welcome',
          path: 'welcome',
          scriptUrl: '/custom/views/hello-view.js',
          component: 'HelloView',
          requiresAuth: false,
          meta: { title: { en: 'Welcome view', ja: 'ようこそビュー' } },
        },
      ],
      sidebarItems: [
        { id: 'handbook', path: '/e2e/open', label: { en: 'Handbook', ja: '手引き' } },
        { id: 'report-link', path: '/e2e/probe?from=manifest', label: 'Report link', menuGroup: 'report', icon: 'settings' },
      ],
    }),
  );
}

/** The `d` of the side-bar link's icon, to tell icons apart. */
function iconShape(link: ReturnType<typeof menuLink>): Promise<string | null> {
  return link.locator('svg path').first().getAttribute('d');
}

test.describe('custom views and side-bar items from the manifest', () => {
  test.use({ freshServer: true });

  test.beforeEach(async ({ server }) => {
    await installPublicViewAndItems(server);
  });

  test('a view with requiresAuth false opens without signing in', async ({ page }) => {
    await page.goto('/custom/welcome');
    await expect(page.getByRole('heading', { name: 'Hello from a custom view' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/custom/welcome');
    expect(await page.evaluate(() => localStorage.getItem('fleetdeck.token'))).toBeNull();
  });

  test('manifest side-bar items and views show in their menu group, with the custom group and puzzle icon by default', async ({ page }) => {
    await login(page, demo.operator);
    await openProbe(page);
    const custom = mainMenu(page).getByRole('group', { name: 'Custom' });
    const reports = mainMenu(page).getByRole('group', { name: 'Reports' });
    await expect(custom.getByRole('link', { name: 'Handbook' })).toHaveAttribute('href', '/e2e/open');
    await expect(custom.getByRole('link', { name: 'Welcome view' })).toHaveAttribute('href', '/custom/welcome');
    await expect(reports.getByRole('link', { name: 'Report link' })).toHaveAttribute('href', '/e2e/probe?from=manifest');
    await expect(custom.getByRole('link', { name: 'Report link' })).toHaveCount(0);

    // e2e-probe declares "puzzle" itself: the defaults must draw the same icon, "settings" another.
    const puzzle = await iconShape(menuLink(page, '/e2e/probe'));
    expect(puzzle).toBeTruthy();
    expect(await iconShape(menuLink(page, '/e2e/open'))).toBe(puzzle);
    expect(await iconShape(menuLink(page, '/custom/welcome'))).toBe(puzzle);
    expect(await iconShape(menuLink(page, '/e2e/probe?from=manifest'))).not.toBe(puzzle);

    await custom.getByRole('link', { name: 'Handbook' }).click();
    await expect(page.getByRole('heading', { name: 'Probe public page' })).toBeVisible();
  });
});
