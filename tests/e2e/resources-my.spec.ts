// My pages (spec §2 "my/…", issue 5): trusted devices with sign-out, versions, contract, messages
// (every operator's own since issue 15), audit log and announcements, each with its role refusals.
import { demo, expect, login, menuLink, test } from './fixtures/test.js';

test.describe('my pages', () => {
  test('any signed-in user sees their devices, signs another browser out, and reads versions, the contract and their messages', async ({ page, browser, apiLogin, server }) => {
    // A second session of the same account, last used from a browser no test uses, so its row is known.
    const other = await apiLogin(demo.operator);
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    await fetch(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${other}`, 'user-agent': firefox } });
    await login(page, demo.operator);
    await menuLink(page, '/my/devices').click();
    const devices = page.getByTestId('readonly-table-devices');
    await expect(devices).toContainText('This device');
    await expect(devices).toContainText('Firefox on Windows');
    const before = await devices.locator('tbody tr').count();

    await devices.getByRole('button', { name: /^Sign out: Firefox on Windows/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The device was signed out.')).toBeVisible();
    await expect(devices.locator('tbody tr')).toHaveCount(before - 1);
    await expect(devices).not.toContainText('Firefox on Windows');
    await expect(devices).toContainText('This device');
    const context = await browser.newContext();
    const check = await context.request.get(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${other}` } });
    expect(check.status()).toBe(401);
    await context.close();

    await menuLink(page, '/my/versions').click();
    const versions = page.getByTestId('readonly-table-versions');
    await expect(versions.locator('tbody tr').first()).toContainText('2.15.0-alpha.2');
    await expect(versions).toContainText('2.12.0');
    await expect(versions).not.toContainText('2.15.0-dev');

    await menuLink(page, '/my/contract').click();
    const contract = page.getByRole('definition');
    await expect(page.getByRole('term').first()).toHaveText('Contract ends');
    await expect(contract.last()).toHaveText('Kirameki Maintenance');

    // Messages are every operator's own since issue 15 (host-navigation.spec.ts checks the badge).
    await menuLink(page, '/my/messages/1').click();
    await expect(page).toHaveURL((url) => url.pathname === '/my/messages/1');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    for (const path of ['/my/audit-logs/1', '/my/announcements']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('an administrator pages through messages and marks them read; the audit log and announcements are for system administrators', async ({ page, server }) => {
    // Three unread and two read, whatever an earlier attempt on this worker's server left.
    server.sql.run(
      "UPDATE messages SET read_at = CASE WHEN title IN ('Report ready', 'Flow finished') THEN created_at ELSE NULL END WHERE operator_id = (SELECT id FROM operators WHERE login_id = ?)",
      demo.manager,
    );
    await login(page, demo.manager);
    await menuLink(page, '/my/messages/1').click();
    const messages = page.getByTestId('readonly-table-messages');
    await expect(messages.locator('tbody tr')).toHaveCount(5);
    await expect(page.getByText('3 unread')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as read: Low battery' }).click();
    await expect(page.getByText('2 unread')).toBeVisible();
    await expect(messages.locator('tbody tr').filter({ hasText: 'Low battery' })).not.toContainText('Mark as read');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('0 unread')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);

    for (const path of ['/my/audit-logs/1', '/my/announcements']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('a system administrator searches the audit log by action and user, and reads the published announcements', async ({ page, apiLogin }) => {
    await apiLogin(demo.orgAdmin);
    await login(page, demo.system);
    await menuLink(page, '/my/audit-logs/1').click();
    const logs = page.getByTestId('readonly-table-auditLogs');
    await expect(logs.locator('tbody tr').first()).toBeVisible();
    await page.getByLabel('Action').fill('login');
    await page.getByLabel('User').fill('orgadmin');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/my\/audit-logs\/1\?action=login&user=orgadmin$/);
    await expect(logs.locator('tbody tr').first()).toContainText('orgadmin@fleetdeck.example');
    for (const row of await logs.locator('tbody tr').all()) {
      await expect(row).toContainText('login');
      await expect(row).toContainText('orgadmin@fleetdeck.example');
    }

    await menuLink(page, '/my/announcements').click();
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('Scheduled maintenance');
    await expect(list).not.toContainText('End of support for 2.10');
  });
});
