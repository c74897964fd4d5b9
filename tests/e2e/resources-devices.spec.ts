// IoT devices: list, data view, registration with §5 errors beside fields, edit, delete, §6 refusal (spec §2, §3, §6, §8).
import { demo, expect, login, test } from './fixtures/test.js';

test('IoT devices: an organization administrator lists, reads data, registers, edits and deletes; others are asked to contact one', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/device/list');
  const table = page.getByTestId('resource-table-devices');
  await expect(table).toContainText('Lobby temperature sensor');
  await expect(table).toContainText('Sensor');
  await expect(table).not.toContainText('Dock humidity sensor');

  await page.getByRole('link', { name: 'Data: Lobby temperature sensor' }).click();
  await expect(page).toHaveURL(/\/device\/\d+\/data$/);
  await page.getByLabel('From').fill('2000-01-01T00:00');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('device-readings').locator('tbody tr')).toHaveCount(96);
  await expect(page.getByTestId('device-readings')).toContainText('temperature');

  await page.goto('/device/list');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/device\/create$/);
  const form = page.getByRole('form', { name: 'Create' });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByLabel(/^Device name/)).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel(/^Building/)).toHaveAccessibleDescription('This field is required');

  const name = `Sensor ${Date.now().toString(36)}`;
  await page.getByLabel(/^Device name/).fill(name);
  await page.getByLabel(/^Device type/).selectOption({ label: 'Sensor' });
  await form.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  await form.getByLabel(/^Floor/).selectOption({ label: '1F' });
  const profile = page.getByLabel(/^Connection profile/);
  await profile.fill('{\n  "topic": ,\n}');
  await expect(profile).toHaveAccessibleDescription(/JSON syntax error at line 2, column 12/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/device\/create$/);
  await profile.fill('{\n  "topic": "lobby/2"\n}');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/device\/\d+$/);

  await page.getByLabel(/^Model/).fill('EnviroSense T2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Model/)).toHaveValue('EnviroSense T2');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/device\/list$/);
  await expect(page.getByTestId('resource-table-devices')).not.toContainText(name);
});

test('IoT devices: an area manager reads but is asked to contact an organization administrator instead of write buttons', async ({ page }) => {
  await login(page, demo.manager);
  await page.goto('/device/list');
  await expect(page.getByTestId('resource-table-devices')).toContainText('Lobby temperature sensor');
  await expect(page.getByTestId('contact-admin-note')).toContainText('contact your organization administrator');
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await page.goto('/device/create');
  await expect(page.getByTestId('contact-admin-note')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
});
