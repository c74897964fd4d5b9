// The unsaved-changes guard holds every way out of a dirty form (spec: resource forms): the
// browser's Back button and side-bar links get the confirmation dialog; Stay keeps the edits.
import { demo, expect, login, menuLink, test } from './fixtures/test.js';

test('leaving a dirty building form by Back or the side bar asks first; Stay keeps the edits, Discard leaves', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/building/list');
  await page.getByRole('link', { name: 'Edit: Aozora Tower' }).click();
  const name = page.getByLabel(/^Building name/);
  await expect(name).toHaveValue('Aozora Tower');
  const formPath = new URL(page.url()).pathname;
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

  // A clean form lets Back go without asking.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/building/list');
  await page.goForward();
  await expect(name).toHaveValue('Aozora Tower');

  await name.fill('Aozora Tower (renovated)');
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === formPath);
  await expect(name).toHaveValue('Aozora Tower (renovated)');

  await menuLink(page, '/building/list').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === formPath);
  await expect(name).toHaveValue('Aozora Tower (renovated)');

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/building/list');
  await expect(page.getByTestId('resource-table-buildings')).toContainText('Aozora Tower');
  await expect(page.getByTestId('resource-table-buildings')).not.toContainText('renovated');
});
