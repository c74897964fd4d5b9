// auth/register and auth/init-data (issue 21): a system administrator registers a customer in one
// step (its administrator gets a set-password mail), then loads master data from a file with a
// preview, and a second load of the same file changes nothing.
import { demo, expect, login, test } from './fixtures/test.js';

test.describe.serial('customer registration and master data', () => {
  // Creates an organization and writes master data, so the file gets a server of its own.
  test.use({ freshServer: true });

  test('registers a customer whose administrator receives a set-password link', async ({ page, mail }) => {
    await login(page, demo.system);
    await page.goto('/system');
    await page.getByRole('link', { name: 'Register a customer' }).click();
    await expect(page.getByRole('heading', { name: 'Register a customer' })).toBeVisible();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    await page.getByLabel('Organization name').fill('Minato Patrol');
    await page.getByLabel('Last name').fill('Ito');
    await page.getByLabel('First name').fill('Ren');
    await page.getByLabel('Email').fill('ren.ito@minato.example');
    await page.getByLabel('Building name').fill('Minato Center');
    await page.getByRole('checkbox', { name: 'Archive of recordings' }).check();
    await page.getByRole('radio', { name: 'Paid' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The customer was registered.')).toBeVisible();
    const welcome = await mail.waitForMail('ren.ito@minato.example');
    expect(welcome.text).toContain('/auth/reset-password?token=');

    // The same name again is refused on the organization's own field.
    await page.getByLabel('Organization name').fill('Minato Patrol');
    await page.getByLabel('Last name').fill('Ito');
    await page.getByLabel('First name').fill('Ren');
    await page.getByLabel('Email').fill('other@minato.example');
    await page.getByLabel('Building name').fill('Minato Annex');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Organization name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('previews a master data file, applies it, and a second load changes nothing', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/auth/init-data');
    const file = {
      name: 'master.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from('systemConfigs:\n  - key: e2e.initData\n    valueType: text\n    value: loaded\n'),
    };
    await page.getByLabel('Data file').setInputFiles(file);
    const preview = page.getByRole('table', { name: 'What the file does' });
    await expect(preview.getByRole('row', { name: /e2e\.initData/ })).toContainText('Add');
    await expect(page.getByText('Applying adds or changes 1 item.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Applied: 1 item added or changed.')).toBeVisible();

    await page.reload();
    await page.getByLabel('Data file').setInputFiles(file);
    await expect(preview.getByRole('row', { name: /e2e\.initData/ })).toContainText('Unchanged');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
