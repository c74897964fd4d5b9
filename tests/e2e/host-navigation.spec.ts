// Issue 15 item 8: the side bar's shape and order, the account menu's profile and password links,
// the chosen and the forced password change, Sign out on the pages a user is held on, the
// header's unread-messages badge (general operators included) and the favicon.
import { demo, expect, labels, login, mainMenu, menuLink, test } from './fixtures/test.js';

test.describe('side bar', () => {
  test('robot control comes first, and a group of one item named like the group shows its item without a heading', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link').first()).toHaveAttribute('href', '/robot/control');
    // "Robots" holds only the robot list for an organization administrator: no "Robots / Robots".
    await expect(menuLink(page, '/robot/list')).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Robots' })).toHaveCount(0);
    await expect(menu.getByRole('heading', { name: 'Operators' })).toHaveCount(0);
    // A group of several keeps its heading, with robot control first in it.
    const operation = menu.getByRole('group', { name: 'Operation' });
    await expect(operation.getByRole('link').first()).toHaveAttribute('href', '/robot/control');
    expect(await operation.getByRole('link').count()).toBeGreaterThan(1);
    // Every heading left names a group of two or more links, or of one link named otherwise (the
    // test plugin's "E2E probe" under "Custom"): no heading repeats its only link.
    for (const group of await menu.getByRole('group').all()) {
      const links = group.getByRole('link');
      if ((await links.count()) > 1) continue;
      expect(await links.first().innerText()).not.toBe(await group.getByRole('heading').innerText());
    }
  });
});

test.describe('account menu', () => {
  test('its button is named with the initials it shows, and it links to the profile and the password change', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const account = page.getByRole('banner').getByRole('button', { name: labels.accountMenu });
    const shown = (await account.innerText()).trim();
    expect(shown).toMatch(/^\S{1,2}$/);
    await expect(account).toHaveAccessibleName(`${shown}, account menu`);

    await account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    await account.click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    // Chosen, not forced: no "you must", no Sign out, and Cancel goes back to where the user was.
    await expect(page.getByText('You must change your password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/my/profile');
  });

  test('in Japanese the button is named with the initials too', async ({ page }) => {
    await page.goto('/auth/login');
    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.reload();
    await login(page, demo.orgAdmin);
    const account = page.getByRole('banner').getByRole('button', { name: labels.accountMenu });
    const shown = (await account.innerText()).trim();
    await expect(account).toHaveAccessibleName(`${shown}、アカウントメニュー`);
  });

  test('the password change opened from the address bar offers Cancel to the landing page', async ({ page }) => {
    await login(page, demo.operator);
    await page.goto('/my/chpwd');
    await expect(page.getByText('Enter your current password, then the new one twice.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });
});

test.describe('pages a user is held on', () => {
  test('the forced password change says so and offers Sign out', async ({ page }) => {
    await login(page, demo.chpwd);
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
    await expect(page.getByText('You must change your password before you continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('fleetdeck.token'))).toBeNull();
  });

  test('the terms page offers Sign out', async ({ page }) => {
    await login(page, demo.terms);
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('fleetdeck.token'))).toBeNull();
  });
});

test.describe('messages', () => {
  // Sets read states and writes a message, so it gets a server of its own.
  test.use({ freshServer: true });

  test('the header badge names the unread count and follows a message being read', async ({ page, server }) => {
    server.sql.run(
      "UPDATE messages SET read_at = CASE WHEN title IN ('Report ready', 'Flow finished') THEN created_at ELSE NULL END WHERE operator_id = (SELECT id FROM operators WHERE login_id = ?)",
      demo.orgAdmin,
    );
    await login(page, demo.orgAdmin);
    const badge = page.getByRole('banner').getByRole('link', { name: /^Messages, / });
    await expect(badge).toHaveAccessibleName('Messages, 3 unread');
    await expect(badge).toHaveText('3');
    await badge.click();
    await expect(page).toHaveURL((url) => url.pathname === '/my/messages/1');
    await page.getByRole('button', { name: 'Mark as read: Low battery' }).click();
    await expect(badge).toHaveAccessibleName('Messages, 2 unread');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge).toHaveAccessibleName('Messages, none unread');
    await expect(badge).toHaveText('');
  });

  test('a general operator has a messages entry and a badge for their own messages', async ({ page, server }) => {
    server.sql.run(
      "INSERT INTO messages (operator_id, level, title, body, created_at) SELECT id, 5, 'Check the dock', 'The dock at 3F reports a fault.', ? FROM operators WHERE login_id = ?",
      new Date().toISOString(),
      demo.operator,
    );
    await login(page, demo.operator);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await menuLink(page, '/my/messages/1').click();
    await expect(page.getByTestId('readonly-table-messages')).toContainText('Check the dock');
  });
});

test('the favicon is the brand-coloured SVG the host serves, linked from the page', async ({ page, server }) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const response = await fetch(`${server.url}/favicon.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(await response.text()).toContain('#1890A1');
  // The page loads it under the console's Content-Security-Policy (the cspViolations fixture fails on a refusal).
  const loaded = await page.evaluate(async (url) => (await fetch(url)).ok, href ?? '');
  expect(loaded).toBe(true);
});
