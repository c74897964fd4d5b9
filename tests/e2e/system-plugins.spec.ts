// Issue 22, item 8: the system area lists the installed plugins with their versions and SDK ranges,
// and says why one the console refused (its SDK range leaves this console out) does not load. The
// refused one is the e2e-sdk-range test plugin (tests/e2e/test-plugins/plugins), asking for >=99.0.0.
import { demo, expect, login, test } from './fixtures/test.js';

test('a system administrator sees each installed plugin, its SDK range and why an incompatible one does not load', async ({ page }) => {
  await login(page, demo.system);
  await page.goto('/system');
  await page.getByRole('list', { name: 'System pages' }).getByRole('link', { name: 'Installed plugins' }).click();
  await expect(page).toHaveURL(/\/system\/plugins\/list$/);

  const table = page.getByRole('table', { name: 'Installed plugins' });
  await expect(table.getByRole('columnheader')).toHaveText(['Plugin', 'ID', 'Version', 'SDK range', 'Status']);
  const version = (await page.getByText(/This console provides @fleetdeck\/sdk /).textContent())?.match(/sdk (\d+\.\d+\.\d+)/)?.[1];
  expect(version).toBeTruthy();
  await expect(table.getByRole('row').filter({ hasText: 'e2e-sdk-range' })).toContainText(`>=99.0.0Not loaded: needs SDK >=99.0.0, this console has ${version}`);
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'robots', exact: true }) })).toContainText('Compatible');

  // The same page in Japanese.
  await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
  await page.reload();
  const ja = page.getByRole('table', { name: 'インストール済みプラグイン' });
  await expect(ja.getByRole('columnheader')).toHaveText(['プラグイン', 'ID', 'バージョン', 'SDK の範囲', '状態']);
  await expect(ja.getByRole('row').filter({ hasText: 'e2e-sdk-range' })).toContainText(`読み込まれません: SDK >=99.0.0 が必要ですが、このコンソールは ${version} です`);
});

test('an organization administrator is refused the page', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/system/plugins/list');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
});
