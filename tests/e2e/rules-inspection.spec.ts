// §5 rules of the inspection and resource forms that other specs do not show in the browser: check
// item organization, floor and JSON, threshold values below range, and the
// resource file beside its own field. Nothing is saved (docs/rules-coverage.md).
import { demo, expect, login, test } from './fixtures/test.js';

test.describe('inspection form rules', () => {
  // Leaving a dirty form with page.goto raises the browser's leave prompt; these tests mean to leave.
  test.beforeEach(({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('check item form requires organization, floor and settings JSON', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/check-item/create');
    const organization = main.getByRole('combobox', { name: 'Organization', exact: true });
    await expect(organization.locator('option:checked')).toHaveText('Aozora Facilities');
    await organization.selectOption({ index: 0 });
    const json = main.getByLabel(/^Settings \(JSON\)/);
    await json.fill('');
    await json.blur();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(organization).toHaveAccessibleDescription('This field is required');
    await expect(main.getByLabel(/^Floor/)).toHaveAccessibleDescription('This field is required');
    await expect(json).toHaveAccessibleDescription(/^This field is required/);
    await expect(page).toHaveURL((url) => url.pathname === '/check-item/create');
  });

  test('threshold rule values must lie within range, below as well as above', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/threshold/new');
    await main.getByLabel(/^Rule name/).fill('Range values');
    const value = main.getByLabel(/^Target value 1/);
    // A number input keeps only numbers, so the form receives a number or nothing.
    await expect(value).toHaveAttribute('type', 'number');
    await value.fill('-2000000000');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // The first row also carries the range hint after its message.
    await expect(value).toHaveAccessibleDescription(/^Must be at least -1000000000/);
    await value.fill('-1000000000');
    await expect(value).toHaveAccessibleDescription(/^A number between/);
    await expect(page).toHaveURL((url) => url.pathname === '/threshold/new');
  });

  test('a resource needs a file, and the message stands in the file field', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/resource/create');
    await main.getByLabel(/^Resource name/).fill('No file yet');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // Fluent's Field holds the label, the file control and the message; the innermost element holding both is that field.
    const fileField = main.locator('div').filter({ has: page.getByRole('button', { name: 'Choose a file' }) }).filter({ has: page.getByRole('alert') }).last();
    await expect(fileField.getByRole('alert')).toHaveText('This field is required');
    // The chooser names its field and is described by the message, so a screen reader hears both.
    const chooser = main.getByRole('button', { name: 'File: Choose a file' });
    await expect(chooser).toHaveAccessibleDescription('This field is required');
    await expect(chooser).toHaveAttribute('aria-invalid', 'true');
    await expect(fileField).toContainText('File');
    await expect(fileField.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByLabel(/^Resource name/)).toHaveAccessibleDescription('');
    await expect(page).toHaveURL((url) => url.pathname === '/resource/create');
  });
});
