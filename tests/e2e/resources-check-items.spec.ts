// Check item screens (spec §2, §3, §5): list of seeded items, create with the §5 rules shown beside
// their fields, edit, delete with confirmation; general operators read only.
import { demo, expect, login, test } from './fixtures/test.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('check items', () => {
  test('an administrator lists, creates with the §5 rules, edits and deletes a check item', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/check-item/list');
    const table = page.getByTestId('resource-table-checkItems');
    await expect(table).toContainText('Boiler room pressure gauge');
    await expect(table).toContainText('Water tank level meter');
    await expect(table).not.toContainText('Freezer thermometer');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/check-item/create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const name = main.getByLabel(/^Check item name/);
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(main.getByLabel(/^Target type/)).toHaveAccessibleDescription('This field is required');
    await expect(main.getByRole('combobox', { name: /^Building/ })).toHaveAccessibleDescription('This field is required');
    await expect(main.getByLabel(/^Meter type/)).toHaveAccessibleDescription('This field is required');
    await name.fill('n'.repeat(513));
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Enter at most 512 characters');

    const item = unique('Gauge');
    await name.fill(item);
    await main.getByLabel(/^Target type/).selectOption({ label: 'Meter' });
    await main.getByRole('combobox', { name: /^Building/ }).selectOption({ label: 'Aozora Tower' });
    await main.getByLabel(/^Floor/).selectOption({ label: 'B1' });
    await main.getByLabel(/^Meter type/).selectOption({ label: 'Analog gauge' });
    await main.getByLabel('Alert with a threshold rule').check();
    const json = main.getByLabel(/^Settings \(JSON\)/);
    await json.fill('{\n  "unit": kPa\n}');
    await expect(json).toHaveAccessibleDescription('JSON syntax error at line 2, column 11');
    await json.fill('{ "unit": "kPa" }');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // §5: a threshold rule is required while alerting is on.
    await expect(main.getByLabel(/^Threshold rule/)).toHaveAccessibleDescription(/This field is required/);
    await main.getByLabel(/^Threshold rule/).selectOption({ label: 'Boiler pressure high' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/check-item\/\d+$/.test(url.pathname));

    await main.getByLabel(/^Status/).selectOption({ label: 'Setting up' });
    await main.getByLabel(/^Location X/).fill('12.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(main.getByLabel(/^Status/)).toHaveValue('2');
    await expect(main.getByLabel(/^Location X/)).toHaveValue('12.5');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/check-item/list');
    await expect(table).toContainText('Boiler room pressure gauge');
    await expect(table).not.toContainText(item);
  });

  test('a general operator reads check items but has no create button and cannot save', async ({ page }) => {
    await login(page, demo.operator);
    const main = page.getByRole('main');
    await page.goto('/check-item/list');
    await expect(page.getByTestId('resource-table-checkItems')).toContainText('Lobby fire extinguisher');
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    await page.getByRole('link', { name: 'View: Lobby fire extinguisher' }).click();
    await expect(main.getByLabel(/^Check item name/)).toHaveValue('Lobby fire extinguisher');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});
