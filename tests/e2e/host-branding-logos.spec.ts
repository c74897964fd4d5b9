// Every branding logo of the custom manifest where a person expects it: `logo` in the header of wide
// screens, `logoIcon` with the `logoText` word mark where the side bar keeps only its icons, `logoSp`
// on phones (header and sign-in page), `logoTeleOpe` on the teleoperation screens; a missing file
// falls back to the default. The shell's rule: packages/host/src/layout/headerBrand.ts; the SDK's:
// useBrandLogo and PageLogo (docs/contracts.md).
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, mainMenu, menuLink, test, type TestServer } from './fixtures/test.js';
import { registerTestRobot, removeTestRobot } from './teleop-robots.js';

const svg = (colour: string, width = 120) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40"><rect width="${width}" height="40" fill="${colour}"/></svg>`;

const assets = {
  logo: '/custom/brand/logo.svg',
  logoSp: '/custom/brand/logo-sp.svg',
  logoIcon: '/custom/brand/logo-icon.svg',
  logoText: '/custom/brand/logo-text.svg',
  logoTeleOpe: '/custom/brand/logo-teleope.svg',
};

/** Writes the manifest with `manifestAssets`, and files only for `present` (the rest answer 404). */
async function writeBranding(server: TestServer, manifestAssets: Record<string, string>, present: string[]): Promise<void> {
  for (const [index, url] of present.entries()) await server.writeCustom(url.replace(/^\/custom\//, ''), svg(`#18${index}0A1`, 40 + index * 20));
  await server.writeCustom('manifest.json', JSON.stringify({ assets: manifestAssets }));
}

/** The images of the header's brand link, by role (data-brand) and source. */
async function headerBrand(page: Page): Promise<{ brand: string | null; src: string | null; alt: string | null }[]> {
  const images = page.getByRole('banner').locator('a[href="/"] img');
  return images.evaluateAll((nodes) =>
    nodes.map((node) => ({ brand: node.getAttribute('data-brand'), src: node.getAttribute('src'), alt: node.getAttribute('alt') })),
  );
}

test.describe('branding logos', () => {
  test.use({ freshServer: true });

  test('the header follows the viewport: logo, then icon and word mark with the side bar as icons, then logoSp on a phone', async ({ page, server }) => {
    await writeBranding(server, assets, Object.values(assets));
    await login(page, demo.operator);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    const brandLink = page.getByRole('banner').getByRole('link', { name: 'Fleetdeck' });

    // Wide (1280 px): the full logo, the side bar open with its labels.
    await expect.poll(() => headerBrand(page)).toEqual([{ brand: 'logo', src: assets.logo, alt: 'Fleetdeck' }]);
    await expect(brandLink).toBeVisible();
    await expect(mainMenu(page)).toHaveAttribute('data-collapsed', 'false');
    await expect(menuLink(page, '/e2e/probe').getByText('Probe', { exact: false })).toBeVisible();

    // Tablet width: the side bar keeps its icons only, the header shows the icon with the word mark.
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(() => headerBrand(page)).toEqual([
      { brand: 'icon', src: assets.logoIcon, alt: '' },
      { brand: 'wordmark', src: assets.logoText, alt: 'Fleetdeck' },
    ]);
    await expect(brandLink).toBeVisible();
    await expect(mainMenu(page)).toHaveAttribute('data-collapsed', 'true');
    expect((await mainMenu(page).boundingBox())?.width).toBeLessThan(80);
    // The label is hidden but still names the link, which still works.
    const probeLink = menuLink(page, '/e2e/probe');
    await expect(probeLink).toHaveAccessibleName(/\S/);
    await expect(probeLink).toHaveAttribute('title', /\S/);

    // Phone: logoSp.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => headerBrand(page)).toEqual([{ brand: 'logo', src: assets.logoSp, alt: 'Fleetdeck' }]);
    await expect(page.getByRole('banner').locator('img[data-brand="logo"]')).toBeVisible();
  });

  test('the sign-in page shows logoSp on a phone and the logo on a wide screen', async ({ browser, server }) => {
    await writeBranding(server, assets, Object.values(assets));
    for (const [width, expected] of [
      [390, assets.logoSp],
      [1280, assets.logo],
    ] as const) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: labels.logIn })).toBeVisible();
      // A <picture>: the browser picks the source for the viewport.
      const logo = page.getByRole('img', { name: 'Fleetdeck' });
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(expected);
      await context.close();
    }
  });

  test('the teleoperation screens show logoTeleOpe in their page header; other pages do not', async ({ page, server }) => {
    await writeBranding(server, assets, Object.values(assets));
    const robot = await registerTestRobot(server, 'Brand Bot');
    try {
      await login(page, demo.operator);
      await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
      await expect(page.getByRole('heading', { name: `Teleoperation: ${robot.name}` })).toBeVisible();
      await expect(page.getByTestId('page-logo')).toHaveAttribute('src', assets.logoTeleOpe);
      await expect(page.getByTestId('page-logo')).toBeVisible();

      await page.goto(`/app/basic/${robot.serialNo}`);
      await expect(page.getByRole('heading', { name: `Operator app: ${robot.name}` })).toBeVisible();
      await expect(page.getByTestId('page-logo')).toHaveAttribute('src', assets.logoTeleOpe);

      await page.goto('/my/profile');
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await expect(page.getByTestId('page-logo')).toHaveCount(0);
    } finally {
      await removeTestRobot(server, robot);
    }
  });

  test('logos whose files are missing fall back: logoIcon on a phone without logoSp, no teleoperation logo, the name without any', async ({ page, server }) => {
    // logoSp and logoTeleOpe are named but their files do not exist (HEAD answers 404).
    await writeBranding(server, assets, [assets.logo, assets.logoIcon]);
    const robot = await registerTestRobot(server, 'Fallback Bot');
    try {
      await login(page, demo.operator);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
      await expect(page.getByRole('heading', { name: `Teleoperation: ${robot.name}` })).toBeVisible();
      await expect.poll(() => headerBrand(page)).toEqual([{ brand: 'icon', src: assets.logoIcon, alt: 'Fleetdeck' }]);
      await expect(page.getByTestId('page-logo')).toHaveCount(0);
      // Tablet width without logoText: the icon alone.
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(() => headerBrand(page)).toEqual([{ brand: 'icon', src: assets.logoIcon, alt: 'Fleetdeck' }]);
    } finally {
      await removeTestRobot(server, robot);
    }

    // No logos at all: the product name, at every width.
    await server.writeCustom('manifest.json', JSON.stringify({ assets: {} }));
    // Last-Modified counts whole seconds: move the file's time on so the conditional load sees the change.
    const later = new Date(Date.now() + 5_000);
    await utimes(join(server.dataDir, 'custom', 'manifest.json'), later, later);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    for (const width of [390, 800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('banner').getByText('Fleetdeck', { exact: true })).toBeVisible();
      expect(await headerBrand(page)).toEqual([]);
    }
  });
});
