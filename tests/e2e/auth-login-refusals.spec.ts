// Logins the server refuses for the account's situation (spec §8): IP allow-list, ended contract.
import { demo, expect, submitLogin, test } from './fixtures/test.js';

test.describe('IP allow-list', () => {
  // Restricts a demo building's addresses, so it gets a server of its own.
  test.use({ freshServer: true });

  test('a login from an address outside the building allow-list shows the connection error', async ({ page, server }) => {
    const db = server.db();
    const operator = db.prepare('SELECT building_id FROM operators WHERE login_id = ?').get(demo.operator) as { building_id: number | null };
    expect(operator.building_id).not.toBeNull();
    db.prepare('INSERT INTO ip_allow_entries (building_id, ip_address, description, restricted) VALUES (?, ?, ?, 1)').run(
      operator.building_id,
      '203.0.113.7',
      'e2e: an address the test browser never has',
    );

    await page.goto('/auth/login');
    await submitLogin(page, demo.operator);
    await expect(page.getByText('Connection error: please access from an authorized network', { exact: true })).toBeVisible();
    await expect(page.getByText('Login failed. Please check your email address and password.')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });
});

test('an ended contract is announced by the shell, not as a wrong password', async ({ page }) => {
  await page.goto('/auth/login');
  await submitLogin(page, demo.ended);
  await expect(page.getByText(/contract has ended/i)).toBeVisible();
  await expect(page.getByText('Login failed. Please check your email address and password.')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});
