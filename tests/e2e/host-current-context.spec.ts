// Spec §1: operators choose an organization and a building. The header's pickers set the SDK's
// current context; a plugin page (robot/control's building filter) follows it, and the choice is
// kept for that user across reloads and sign-ins, apart from other users'.
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, test } from './fixtures/test.js';

function header(page: Page) {
  return page.getByRole('banner');
}

/** robot/control's own building filter (the plugin's toolbar, not the header). */
function pageBuildingFilter(page: Page) {
  return page.getByRole('search').getByLabel('Building');
}

async function selectedText(select: ReturnType<Page['getByLabel']>): Promise<string> {
  return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: labels.accountMenu }).click();
  await page.getByRole('menuitem', { name: labels.signOut }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
}

test('an organization and building picked in the header lead robot control and are kept for that user', async ({ page }) => {
  await login(page, demo.system);
  await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  const organization = header(page).getByLabel('Organization');
  const building = header(page).getByLabel('Building');
  await expect(organization.locator('option', { hasText: /^Hinode Logistics$/ })).toHaveCount(1);
  // The system administrator's own organization has no building: all buildings to start with.
  await expect.poll(() => selectedText(organization)).toBe('Fleetdeck Management');
  await expect.poll(() => selectedText(building)).toBe('All buildings');
  await expect.poll(() => selectedText(pageBuildingFilter(page))).toBe('All buildings');

  // Choosing an organization narrows the header's buildings to that organization's.
  await organization.selectOption({ label: 'Hinode Logistics' });
  await expect(building.locator('option', { hasText: /^Hinode Warehouse$/ })).toHaveCount(1);
  await expect(building.locator('option', { hasText: /^Aozora Tower$/ })).toHaveCount(0);

  await building.selectOption({ label: 'Hinode Warehouse' });
  await expect.poll(() => selectedText(pageBuildingFilter(page))).toBe('Hinode Warehouse');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect.poll(() => selectedText(header(page).getByLabel('Organization'))).toBe('Hinode Logistics');
  await expect.poll(() => selectedText(header(page).getByLabel('Building'))).toBe('Hinode Warehouse');
  await expect.poll(() => selectedText(pageBuildingFilter(page))).toBe('Hinode Warehouse');

  // Another user in the same browser starts from their own building, not this choice...
  await signOut(page);
  await login(page, demo.orgAdmin);
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect.poll(() => selectedText(header(page).getByLabel('Building'))).toBe('Aozora Tower');
  await expect.poll(() => selectedText(pageBuildingFilter(page))).toBe('Aozora Tower');

  // ...and the first user gets theirs back at the next sign-in.
  await signOut(page);
  await login(page, demo.system);
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect.poll(() => selectedText(header(page).getByLabel('Organization'))).toBe('Hinode Logistics');
  await expect.poll(() => selectedText(pageBuildingFilter(page))).toBe('Hinode Warehouse');
});
