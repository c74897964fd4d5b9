// Custom views from <data>/custom/manifest.json (spec §2 "Custom routes") mount under /custom/<path>,
// show in the side bar, load their stylesheet, and fail in their own area.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, mainMenu, menuLink, test, type TestServer } from './fixtures/test.js';

const viewsDir = join(import.meta.dirname, 'test-plugins/custom-views');

async function installViews(server: TestServer): Promise<void> {
  await server.writeCustom('views/hello-view.js', await readFile(join(viewsDir, 'hello-view.js')));
  await server.writeCustom('views/hello-view.css', await readFile(join(viewsDir, 'hello-view.css')));
  await server.writeCustom('views/i18n-view.js', await readFile(join(viewsDir, 'i18n-view.js')));
  const manifest = {
    views: [
      {
        id: 'hello',
        path: 'hello',
        scriptUrl: '/custom/views/hello-view.js',
        styleUrl: '/custom/views/hello-view.css',
        component: 'HelloView',
        meta: { title: { en: 'Hello view', ja: 'ハロービュー' } },
      },
      {
        id: 'no-export',
        path: 'no-export',
        scriptUrl: '/custom/views/hello-view.js',
        component: 'NoSuchView',
        meta: { title: { en: 'Missing export', ja: 'エクスポートなし' } },
      },
      {
        id: 'gone',
        path: 'gone',
        scriptUrl: '/custom/views/gone.js',
        component: 'GoneView',
        meta: { title: { en: 'Gone view', ja: '消えたビュー' } },
      },
      {
        id: 'i18n-view',
        path: 'i18n',
        scriptUrl: '/custom/views/i18n-view.js',
        component: 'I18nView',
        meta: { title: { en: 'Strings view', ja: '文言ビュー' } },
      },
      {
        id: 'unlisted',
        path: 'unlisted',
        scriptUrl: '/custom/views/hello-view.js',
        component: 'HelloView',
        meta: { title: { en: 'Unlisted view', ja: '非表示ビュー' } },
        showInSidebar: false,
      },
    ],
  };
  await server.writeCustom('manifest.json', JSON.stringify(manifest, null, 2));
}

function errorPanel(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
}

test.describe('custom views', () => {
  // The manifest is per data folder: these tests get their own server.
  test.use({ freshServer: true });

  test.beforeEach(async ({ page, server }) => {
    await installViews(server);
    await login(page, demo.operator);
  });

  test('a view from the manifest is in the side bar and mounts under /custom with its stylesheet', async ({ page }) => {
    const link = mainMenu(page).getByRole('link', { name: 'Hello view' });
    await expect(link).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Unlisted view' })).toHaveCount(0);

    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/custom/hello');
    const heading = page.getByRole('heading', { name: 'Hello from a custom view' });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('color', 'rgb(1, 2, 3)');
  });

  test('a view renders inside its own plugin context: its strings and useT() follow the language', async ({ page }) => {
    await mainMenu(page).getByRole('link', { name: 'Strings view' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/custom/i18n');
    await expect(page.getByRole('heading', { name: 'Strings of the i18n view' })).toBeVisible();
    await expect(page.getByTestId('view-plugin-id')).toHaveText('i18n-view');
    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'i18nビューの文言' })).toBeVisible();
  });

  test('a view whose component is not exported shows an error in its area only', async ({ page }) => {
    await mainMenu(page).getByRole('link', { name: 'Missing export' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/custom/no-export');
    await expect(errorPanel(page)).toContainText(/NoSuchView/);
    await mainMenu(page).getByRole('link', { name: 'Hello view' }).click();
    await expect(page.getByRole('heading', { name: 'Hello from a custom view' })).toBeVisible();
    await expect(errorPanel(page)).toHaveCount(0);
  });

  test('a view whose script is missing shows an error in its area only', async ({ page }) => {
    await mainMenu(page).getByRole('link', { name: 'Gone view' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/custom/gone');
    await expect(errorPanel(page)).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await menuLink(page, '/e2e/probe').click();
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  });

  test('a signed-out visit to a view that requires sign-in goes to login', async ({ browser, server }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/custom/hello');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/custom/hello');
    await context.close();
  });
});
