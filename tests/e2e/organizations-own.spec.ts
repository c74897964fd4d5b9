// Issue 15 item 3: an organization administrator's own organization. Its parent is their provider,
// above their sight: shown read-only and never sent changed, so the organization saves; nobody
// deletes the organization they belong to, so it offers no Delete (spec §2, §5, §6).
import { demo, expect, login, test } from './fixtures/test.js';

test('an organization admin saves their own organization, sees its parent read-only and no Delete', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/organization/list');
  // The list offers Delete on the organizations below theirs, not on their own.
  await expect(page.getByRole('button', { name: 'Delete: Aozora Facilities East', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete: Aozora Facilities', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit: Aozora Facilities', exact: true }).click();
  await expect(page.getByLabel(/^Organization name/)).toHaveValue('Aozora Facilities');
  await expect(page.getByTestId('organization-parent')).toHaveText('Managed by your provider');
  // Neither the parent nor what the parent may do here is chosen from below.
  await expect(page.getByRole('combobox', { name: /^Parent organization/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  const city = page.getByLabel(/^City/);
  const original = await city.inputValue();
  await city.fill('Shibuya');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^City/)).toHaveValue('Shibuya');
  await page.getByLabel(/^City/).fill(original);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // An organization below theirs: its parent is theirs to choose, and it may be deleted.
  await page.goto('/organization/list');
  await page.getByRole('link', { name: 'Edit: Aozora Facilities East', exact: true }).click();
  await expect(page.getByLabel(/^Organization name/)).toHaveValue('Aozora Facilities East');
  const parent = page.getByRole('combobox', { name: /^Parent organization\s?\*?$/ });
  await expect(parent.locator('option:checked')).toHaveText('Aozora Facilities');
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
});
