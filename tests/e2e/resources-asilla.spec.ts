// asilla settings (spec §2, §3): behaviours as checkboxes, detection area on the camera image,
// intrusion detection; create with rules beside their fields, edit, delete with confirmation.
import { demo, expect, login, test } from './fixtures/test.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('asilla settings', () => {
  test('an administrator creates a setting with behaviours and an area, edits and deletes it', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/asilla/setting/list');
    const table = page.getByTestId('resource-table-asillaSettings');
    await expect(table).toContainText('Lobby watch');
    await expect(table).toContainText('Fall, Violence');
    await expect(table).not.toContainText('Loading dock safety');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/asilla/setting/new');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByLabel(/^Setting name/)).toHaveAccessibleDescription('This field is required');

    const name = unique('Gate');
    await main.getByLabel(/^Setting name/).fill(name);
    await main.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
    await main.getByLabel('Fall').check();
    await main.getByLabel('Loitering').check();
    await main.getByLabel('Intrusion detection').check();
    await main.getByLabel('Limit detection to an area of the camera image').check();
    await main.getByLabel(/^Left/).fill('60');
    await main.getByLabel(/^Width/).fill('50');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByLabel(/^Width/)).toHaveAccessibleDescription(/The area must stay inside the image/);
    await main.getByLabel(/^Width/).fill('40');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/asilla\/setting\/\d+$/.test(url.pathname));

    await page.reload();
    await expect(main.getByLabel('Fall')).toBeChecked();
    await expect(main.getByLabel('Violence')).not.toBeChecked();
    await expect(main.getByLabel('Loitering')).toBeChecked();
    await expect(main.getByLabel(/^Left/)).toHaveValue('60');
    await expect(main.getByLabel(/^Width/)).toHaveValue('40');
    await main.getByLabel('Wheelchair').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/asilla/setting/list');
    await expect(table).not.toContainText(name);
  });
});
