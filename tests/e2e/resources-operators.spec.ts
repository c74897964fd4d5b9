// Operator screens: list, type choices by role, §5 operator rules, restrictEditFlow and forced password change.
import { demo, expect, login, test } from './fixtures/test.js';

test.describe('operators', () => {
  test('an organization administrator lists the operators of their organization', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/operator/list');
    const table = page.getByTestId('resource-table-operators');
    await expect(table).toContainText(demo.operator);
    await expect(table).toContainText(demo.manager);
    await expect(table).not.toContainText(demo.otherAdmin);
  });

  test('a general operator is sent to /auth/403', async ({ page }) => {
    await login(page, demo.operator);
    for (const path of ['/operator/list', '/operator/create', '/operator/1']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('type choices follow the role; the flow restriction is offered for general operators only', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/operator/create');
    const type = page.getByLabel(/^Account type/);
    await expect(type.locator('option')).toHaveText(['(none)', 'General', 'Administrator']);
    await type.selectOption({ label: 'General' });
    await expect(page.getByLabel('Restrict flow editing')).toBeVisible();
    await type.selectOption({ label: 'Administrator' });
    await expect(page.getByLabel('Restrict flow editing')).toHaveCount(0);
  });

  test('a system administrator may give every account type', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/operator/create');
    await expect(page.getByLabel(/^Account type/).locator('option')).toHaveText(['(none)', 'General', 'Area manager', 'Administrator', 'System administrator']);
  });

  test('operator rules show beside their fields, then the account is created and must change its password', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/operator/create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    for (const label of [/^Email \(login ID\)/, /^Last name/, /^First name/, /^Account type/, /^Password/]) {
      // The password's description also holds its rule hint after the message.
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(/^This field is required/);
    }
    await expect(page.locator('form').getByRole('combobox', { name: 'Building', exact: true })).toHaveAccessibleDescription('This field is required');
    const loginId = page.getByLabel(/^Email \(login ID\)/);
    await loginId.fill('not-an-email');
    await loginId.blur();
    await expect(loginId).toHaveAccessibleDescription('Enter a valid email address');
    await page.getByLabel(/^Last name/).fill('x'.repeat(21));
    await page.getByLabel(/^Last name/).blur();
    await expect(page.getByLabel(/^Last name/)).toHaveAccessibleDescription('Enter at most 20 characters');

    const email = `kaito${Date.now()}@aozora.example`;
    await loginId.fill(email);
    await page.getByLabel(/^Last name/).fill('Mori');
    await page.getByLabel(/^First name/).fill('Kaito');
    await page.getByLabel(/^Account type/).selectOption({ label: 'General' });
    await page.locator('form').getByRole('combobox', { name: 'Building', exact: true }).selectOption({ label: 'Aozora Tower' });
    const password = page.getByLabel(/^Password/);
    await password.fill('short');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(password).toHaveAccessibleDescription(/^Enter at least 10 characters/);
    await password.fill('alllowercaseonly');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(password).toHaveAccessibleDescription(/^Use at least 3 of: upper-case letters, lower-case letters, digits, symbols \(half-width\)/);
    await password.fill(`${email.split('@')[0]}X1`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(password).toHaveAccessibleDescription(/^The password must not contain the user ID/);

    await password.fill('Harbor-Light-42');
    await page.getByLabel('Restrict flow editing').check();
    await expect(page.getByLabel('Require a password change at next login')).toBeChecked();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/operator\/\d+$/.test(url.pathname));
    await expect(page.getByLabel('Restrict flow editing')).toBeChecked();

    // Duplicate login ids are refused by the server, beside the field.
    await page.goto('/operator/create');
    await page.getByLabel(/^Email \(login ID\)/).fill(email.toUpperCase());
    await page.getByLabel(/^Last name/).fill('Mori');
    await page.getByLabel(/^First name/).fill('Kaito');
    await page.getByLabel(/^Account type/).selectOption({ label: 'General' });
    await page.locator('form').getByRole('combobox', { name: 'Building', exact: true }).selectOption({ label: 'Aozora Tower' });
    await page.getByLabel(/^Password/).fill('Harbor-Light-42');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Email \(login ID\)/)).toHaveAccessibleDescription(/.+/);
    await expect(page).toHaveURL((url) => url.pathname === '/operator/create');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Sign-out loads the login page afresh; let that load finish before signing in again.
    await page.waitForURL((url) => url.pathname === '/auth/login' && !url.search, { waitUntil: 'load' });
    await login(page, email, 'Harbor-Light-42');
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
  });
});
