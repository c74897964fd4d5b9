// Spec §1 and issue 3: routes and side bar come from plugin metadata (/plugins/index.json) without
// loading plugin code; a plugin's bundle (entry and chunks) is fetched on the first visit to one of
// its routes. Every installed plugin is in the index, so any other plugin's code fetched at boot
// would show here.
import type { Page } from '@playwright/test';
import { demo, expect, login, mainMenu, menuLink, test } from './fixtures/test.js';

/** Records, from now on, which plugins' code (entry or chunk under /plugins/<id>/) the page fetches. */
function watchPluginCode(page: Page): { plugins: () => string[]; clear: () => void } {
  let paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/plugins\/[^/]+\/.+\.js$/.test(path)) paths.push(path);
  });
  return {
    plugins: () => [...new Set(paths.map((path) => path.split('/')[2] ?? ''))].sort(),
    clear: () => {
      paths = [];
    },
  };
}

test('the login page fetches only the sign-in plugin\'s code', async ({ page }) => {
  const code = watchPluginCode(page);
  const index = page.waitForResponse((response) => new URL(response.url()).pathname === '/plugins/index.json');
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The index lists many plugins, and only one is fetched.
  const installed = ((await (await index).json()) as Array<{ id: string }>).map((plugin) => plugin.id);
  expect(installed).toEqual(expect.arrayContaining(['auth', 'robots', 'buildings', 'e2e-probe']));
  await page.waitForLoadState('networkidle');
  expect(code.plugins()).toEqual(['auth']);
});

test('robot control fetches only the robots plugin\'s code; another plugin\'s route fetches that plugin then', async ({ page }) => {
  await login(page, demo.orgAdmin);
  const code = watchPluginCode(page);

  // A fresh load of robot control, signed in: the side bar lists many plugins' pages...
  await page.goto('/robot/control');
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(menuLink(page, '/building/list')).toBeVisible();
  await expect(menuLink(page, '/operator/list')).toBeVisible();
  await expect(menuLink(page, '/e2e/probe')).toBeVisible();
  expect(await mainMenu(page).locator('a').count()).toBeGreaterThan(5);
  await page.waitForLoadState('networkidle');
  // ...yet only the plugin of the page on screen has been fetched.
  expect(code.plugins()).toEqual(['robots']);

  // Opening another plugin's page fetches that plugin, and only it.
  code.clear();
  await menuLink(page, '/building/list').click();
  await expect(page).toHaveURL((url) => url.pathname === '/building/list');
  await expect(page.getByTestId('resource-table-buildings')).toBeVisible();
  expect(code.plugins()).toEqual(['buildings']);

  // Back on robot control, the robots plugin is not fetched again.
  code.clear();
  await menuLink(page, '/robot/control').click();
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(code.plugins()).toEqual([]);
});
