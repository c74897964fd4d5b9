// Issue 15 item 4: every field error of a form shows on its first submit, the rules a form can
// check itself are checked before any request, and each rule reads as what it asks (spec §5).
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

/** Submits with a click that itself takes the focus from the last field, as a person's click does. */
async function create(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
}

test.describe('forms show every error on the first submit', () => {
  test('robot: two invalid fields and every empty required one, with "digits only" for the revision', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/robot/create');
    const name = page.getByLabel(/^Robot name/);
    await name.fill('n'.repeat(41));
    const revision = page.getByLabel(/^Hardware revision/);
    await revision.fill('12a4');
    await create(page);
    await expect(name).toHaveAccessibleDescription('Enter at most 40 characters');
    // The message comes first; the field's hint follows it in the description.
    await expect(revision).toHaveAccessibleDescription(/^Use digits only, at most 3/);
    for (const label of [/^Serial number/, /^Model/, /^Initial building/, /^Initial floor/]) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription('This field is required');
    }
    await expect(page).toHaveURL((url) => url.pathname === '/robot/create');
  });

  test('building: two invalid fields and the empty required ones of its lists and linkage', async ({ page }) => {
    // The whole form in view: a message appearing above the button moves it (a scrolled page
    // compensates for changes above the part in view).
    await page.setViewportSize({ width: 1440, height: 1800 });
    await login(page, demo.orgAdmin);
    await page.goto('/building/create');
    await page.getByRole('button', { name: 'Add IP address' }).click();
    await page.getByRole('button', { name: 'Add speech text' }).click();
    await page.getByLabel('Link with LiLz').check();
    const name = page.getByLabel(/^Building name/);
    await name.fill('n'.repeat(41));
    const postalCode = page.getByLabel(/^Postal code/);
    await postalCode.fill('12-ab');
    await create(page);
    await expect(name).toHaveAccessibleDescription('Enter at most 40 characters');
    await expect(postalCode).toHaveAccessibleDescription('The format is not valid');
    await expect(page.getByLabel(/^IP address 1/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^Speech text 1/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^LiLz: Access token/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^LiLz: Management unit ID/)).toHaveAccessibleDescription('This field is required');
  });

  test('operator: two invalid fields and every empty required one', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/operator/create');
    const loginId = page.getByLabel(/^Email \(login ID\)/);
    await loginId.fill('not-an-email');
    const lastName = page.getByLabel(/^Last name/);
    await lastName.fill('x'.repeat(21));
    await create(page);
    await expect(loginId).toHaveAccessibleDescription('Enter a valid email address');
    await expect(lastName).toHaveAccessibleDescription('Enter at most 20 characters');
    for (const label of [/^First name/, /^Account type/, /^Password/]) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(/^This field is required/);
    }
    await expect(page.locator('form').getByRole('combobox', { name: 'Building', exact: true })).toHaveAccessibleDescription('This field is required');
  });

  test("notification target: an e-mail target's address format is checked without a request", async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/organization/list');
    await page.getByRole('link', { name: 'Edit: Aozora Facilities', exact: true }).click();
    await page.getByRole('button', { name: 'Add notification target' }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+\/notif-target\/create$/.test(url.pathname));
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/organizations')) writes.push(`${request.method()} ${request.url()}`);
    });
    await page.getByLabel(/^Notification type/).selectOption({ label: 'Email' });
    const address = page.getByLabel(/^Address or webhook URL/);
    await address.fill('alerts@');
    await create(page);
    await expect(address).toHaveAccessibleDescription('Enter a valid email address');
    expect(writes).toEqual([]);
    await address.fill('');
    await create(page);
    await expect(address).toHaveAccessibleDescription('This field is required');
    expect(writes).toEqual([]);
  });
});
