// Forced password change (spec §4, §5): held on /my/chpwd until the operator rule is met.
import { demo, DEMO_PASSWORD, expect, login, test } from './fixtures/test.js';

test.describe('forced password change', () => {
  // Changes a demo account's password, so it gets a server of its own.
  test.use({ freshServer: true });

  test('checks the operator password rule, changes the password and lets the user continue', async ({ page, server }) => {
    const newPassword = 'Harbor-Lights-42';
    await login(page, demo.chpwd);
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();

    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change password' });

    await current.fill(DEMO_PASSWORD);
    await next.fill('short1A');
    await confirm.fill('short1A');
    await submit.click();
    await expect(page.getByText('Enter at least 10 characters')).toBeVisible();

    await next.fill('alllowercaseletters');
    await confirm.fill('alllowercaseletters');
    await submit.click();
    await expect(page.getByText(/Use at least 3 of: upper-case letters, lower-case letters, digits, symbols/)).toBeVisible();

    await next.fill('Chpwd-Secret-2027');
    await confirm.fill('Chpwd-Secret-2027');
    await submit.click();
    await expect(page.getByText('The password must not contain the user ID')).toBeVisible();

    await next.fill(newPassword);
    await confirm.fill(`${newPassword}!`);
    await submit.click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    await confirm.fill(newPassword);
    await submit.click();
    // This account has agreed to every terms, so the change leads straight to the default page.
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
    await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();

    // The server took the new password and no longer asks for a change.
    const token = await server.apiLogin(demo.chpwd, newPassword);
    const session = (await (await fetch(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      passwordChangeRequired: boolean;
    };
    expect(session.passwordChangeRequired).toBe(false);
    await expect(server.apiLogin(demo.chpwd, DEMO_PASSWORD)).rejects.toThrow(/401/);
  });

  test('a wrong current password is reported and the change is not made', async ({ page, server }) => {
    await login(page, demo.chpwd);
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
    await page.getByLabel('Current password').fill('Not-The-Password-1');
    await page.getByLabel('New password', { exact: true }).fill('Harbor-Lights-42');
    await page.getByLabel('Confirm new password').fill('Harbor-Lights-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/current password is not correct/i)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
    await expect(server.apiLogin(demo.chpwd, 'Harbor-Lights-42')).rejects.toThrow(/401/);
  });
});
