// Threshold rules (spec §2, §3, §5, §9): list, the conditions editor with its rules beside each
// row's fields, edit, delete with confirmation, and the paged threshold log.
import { demo, expect, login, test } from './fixtures/test.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('threshold rules', () => {
  test('an administrator creates a rule through the conditions editor, edits and deletes it, and pages the log', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/threshold/list');
    const table = page.getByTestId('resource-table-thresholdRules');
    await expect(table).toContainText('Boiler pressure high');
    await expect(table).not.toContainText('Freezer too warm');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/threshold/new');
    const name = main.getByLabel(/^Rule name/);
    await name.fill('n'.repeat(65));
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Enter at most 64 characters');
    await name.fill(unique('Rule'));
    await main.getByLabel(/^Description/).fill('d'.repeat(257));
    await main.getByLabel(/^Description/).blur();
    await expect(main.getByLabel(/^Description/)).toHaveAccessibleDescription('Enter at most 256 characters');
    await main.getByLabel(/^Description/).fill('Server room temperature');

    // §5: at least one condition.
    await page.getByRole('button', { name: 'Remove condition 1' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByText('Choose at least 1')).toBeVisible();

    // Each value entered and within range, beside its own row.
    await page.getByRole('button', { name: 'Add condition' }).click();
    await page.getByRole('button', { name: 'Add condition' }).click();
    await main.getByLabel(/^Target value 2/).fill('2000000000');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByLabel(/^Target value 1/)).toHaveAccessibleDescription(/This field is required/);
    await expect(main.getByLabel(/^Target value 2/)).toHaveAccessibleDescription('Must be at most 1000000000');
    await main.getByLabel(/^Target value 1/).fill('40');
    await main.getByLabel(/^Comparator 2/).selectOption({ label: '< less than' });
    await main.getByLabel(/^Bound 2/).selectOption({ label: 'Minimum' });
    await main.getByLabel(/^Target value 2/).fill('-5.5');
    await main.getByLabel(/^Notification level/).selectOption({ label: 'Emergency' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/threshold\/\d+$/.test(url.pathname));
    await expect(main.getByLabel(/^Target value 2/)).toHaveValue('-5.5');

    await main.getByLabel(/^Status/).selectOption({ label: 'Unavailable' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(main.getByLabel(/^Status/)).toHaveValue('0');
    await expect(main.getByLabel(/^Notification level/)).toHaveValue('9');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/threshold/list');
    await expect(table).toContainText('Water tank low');

    await page.goto('/threshold/log/1');
    const log = page.getByTestId('readonly-table-threshold-log');
    await expect(log.locator('tbody tr')).toHaveCount(20);
    await expect(log).toContainText('Boiler pressure high');
    await expect(log).not.toContainText('Freezer too warm');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/threshold/log/2');
    await expect(log.locator('tbody tr')).toHaveCount(16);
  });
});
