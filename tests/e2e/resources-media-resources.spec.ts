// Resources (spec §2, §5, §6): admins only; upload with progress, file required, preview served
// with the user's credentials, edit, delete with confirmation.
import { demo, expect, login, test } from './fixtures/test.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('resources', () => {
  test('a general operator is sent to /auth/403', async ({ page }) => {
    await login(page, demo.operator);
    for (const path of ['/resource/list', '/resource/create', '/resource/1']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('an administrator uploads an image, sees it, renames and deletes the resource', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/resource/list');
    const table = page.getByTestId('resource-table-mediaResources');
    await expect(table).toContainText('Lobby welcome banner');
    await expect(table).not.toContainText('Dock safety poster');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/resource/create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByLabel(/^Resource name/)).toHaveAccessibleDescription('This field is required');
    // §5: file required.
    await expect(main.getByText('This field is required')).toHaveCount(2);
    // System scope is offered to system admins only (§6).
    await expect(main.getByLabel(/^Scope/).locator('option')).toHaveText(['Within the organization']);

    await main.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(main.getByText('This kind of file cannot be uploaded.')).toBeVisible();
    await main.getByLabel('File', { exact: true }).setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
    await expect(main.getByText('dot.png (1 KB)')).toBeVisible();
    const name = unique('Poster');
    await main.getByLabel(/^Resource name/).fill(name);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/resource\/\d+$/.test(url.pathname));
    await expect(main.getByRole('img', { name: 'Preview' })).toBeVisible();

    await main.getByLabel(/^Resource name/).fill(`${name} v2`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/resource/list');
    await expect(table).toContainText('Evacuation map');
    await expect(table).not.toContainText(name);
  });
});
