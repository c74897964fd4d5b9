// Shell journeys of spec §1/§2: signing out from the account menu, the side bar filtered by role,
// the busy overlay for PATCH and DELETE, the environment badge and the labs confirmation.
// PATCH/DELETE and the labs item come from the e2e-shell test plugin (tests/e2e/test-plugins).
import type { Browser, Page } from '@playwright/test';
import { demo, expect, labels, login, menuLink, test, type TestServer } from './fixtures/test.js';

test.describe('sign out', () => {
  test('"Sign out" ends the session on the server and locally, and signed-in pages then go to login', async ({ page, server }) => {
    await login(page, demo.operator);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('fleetdeck.token'));
    expect(token).toBeTruthy();

    const logoutCall = page.waitForRequest((request) => request.url().endsWith('/api/operators/logout') && request.method() === 'POST');
    await page.getByRole('button', { name: labels.accountMenu }).click();
    await page.getByRole('menuitem', { name: labels.signOut }).click();
    await logoutCall;
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByLabel(labels.email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('fleetdeck.token'))).toBeNull();

    // The server no longer accepts the old token either.
    const session = await fetch(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(session.status).toBe(401);

    // Back to an earlier signed-in page: the guard sends it to login.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/robot/control');
    await page.goto('/e2e/probe');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toHaveCount(0);
  });
});

test.describe('side bar by role', () => {
  // Side-bar targets and the access each needs (plugin.json of operators, organizations, system, my).
  const adminOnly = ['/operator/list', '/organization/list', '/system', '/robot/list'];
  const systemOnly = ['/my/audit-logs/1', '/my/announcements'];
  const everyone = ['/robot/control', '/e2e/probe'];

  for (const [role, account, shown, hidden] of [
    ['a general operator', demo.operator, everyone, [...adminOnly, ...systemOnly]],
    ['an organization administrator', demo.orgAdmin, [...everyone, ...adminOnly], systemOnly],
    ['a system administrator', demo.system, [...everyone, ...adminOnly, ...systemOnly], []],
  ] as const) {
    test(`${role} sees only the entries the role may open`, async ({ page }) => {
      await login(page, account);
      await page.goto('/e2e/probe');
      await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
      for (const path of shown) await expect(menuLink(page, path), `${path} is listed`).toBeVisible();
      for (const path of hidden) await expect(menuLink(page, path), `${path} is not listed`).toHaveCount(0);
      // Labs entries stay out unless the organization has labs on (the seed has it off).
      await expect(menuLink(page, '/e2e/labs')).toHaveCount(0);
    });
  }
});

test.describe('busy overlay', () => {
  for (const [method, button] of [
    ['PATCH', 'Update'],
    ['DELETE', 'Delete'],
  ] as const) {
    test(`the busy overlay shows during a slow ${method} and clears when it succeeds`, async ({ page }) => {
      await login(page, demo.operator);
      await page.goto('/e2e/edit');
      await expect(page.getByRole('heading', { name: 'Probe edit' })).toBeVisible();

      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const seen: string[] = [];
      await page.route('**/api/e2e-shell/thing', async (route) => {
        seen.push(route.request().method());
        await released;
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      });

      const overlay = page.getByTestId('busy-overlay');
      const status = page.getByTestId('edit-status');
      await expect(overlay).toBeHidden();
      await page.getByRole('button', { name: button }).click();
      await expect(overlay).toBeVisible();
      await expect(overlay).toHaveCSS('opacity', '0.1');
      await expect(status).toHaveText(`${method.toLowerCase()} running`);
      expect(seen).toEqual([method]);
      // The overlay takes the pointer: a click on the page lands on it, not on the buttons.
      const box = await page.getByRole('button', { name: 'Update' }).boundingBox();
      expect(box).not.toBeNull();
      const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? null, {
        x: (box?.x ?? 0) + 5,
        y: (box?.y ?? 0) + 5,
      });
      expect(topmost).toBe('busy-overlay');

      release();
      await expect(status).toHaveText(`${method.toLowerCase()} done`);
      await expect(overlay).toBeHidden();
    });
  }
});

/**
 * A context whose pages load the console from `http://<host>` (answered by the test server), signed
 * in with `token`. Requests are routed, so the made-up host needs no DNS.
 */
async function consoleOnHost(browser: Browser, server: TestServer, host: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://${host}` });
  await context.route(`http://${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${server.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await context.addInitScript((value) => localStorage.setItem('fleetdeck.token', value), token);
  return context.newPage();
}

test.describe('environment badge', () => {
  test('the header names the environment derived from the host name', async ({ page, browser, server }) => {
    await login(page, demo.operator);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    // The test server is on 127.0.0.1.
    await expect(page.getByRole('banner').getByLabel('Environment: local')).toHaveText('local');

    const token = await server.apiLogin(demo.operator);
    for (const [host, environment] of [
      ['stg-console.fleetdeck.example', 'stg'],
      ['console.dev.fleetdeck.example', 'dev'],
      ['console.fleetdeck.example', null],
    ] as const) {
      const other = await consoleOnHost(browser, server, host, token);
      await other.goto('/e2e/probe');
      await expect(other.getByRole('heading', { name: 'Probe page' })).toBeVisible();
      const banner = other.getByRole('banner');
      await expect(banner.getByRole('button', { name: labels.accountMenu })).toBeVisible();
      if (environment) await expect(banner.getByLabel(`Environment: ${environment}`)).toHaveText(environment);
      else await expect(banner.getByLabel(/^Environment:/)).toHaveCount(0);
      // The console still fetches code on idle (the header's fault alerts): a request routed while the
      // context closes would fail the test, so the routes are dropped first, their requests ignored.
      await other.context().unrouteAll({ behavior: 'ignoreErrors' });
      await other.context().close();
    }
  });
});

test.describe('labs confirmation', () => {
  // Turns labs on for the operator's organization, so it gets a server of its own.
  test.use({ freshServer: true });

  test('a labs item asks before opening, and "do not show again" skips the question for that target', async ({ page, server }) => {
    const changed = server.sql.run('UPDATE organizations SET labs_enabled = 1 WHERE id = (SELECT organization_id FROM operators WHERE login_id = ?)', demo.operator);
    expect(changed.changes).toBe(1);
    await login(page, demo.operator);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();

    const labsLink = menuLink(page, '/e2e/labs');
    await expect(labsLink).toBeVisible();
    await expect(labsLink).toContainText('Labs');
    const dialog = page.getByRole('dialog', { name: 'Experimental feature' });

    // Cancel keeps the user where they were.
    await labsLink.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe');

    // Open without "do not show again": the next click asks again.
    await labsLink.click();
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { name: 'Probe labs page' })).toBeVisible();
    await menuLink(page, '/e2e/probe').click();
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    await labsLink.click();
    await expect(dialog).toBeVisible();

    // "Do not show again" remembers the choice for this target, across reloads.
    await dialog.getByRole('checkbox', { name: 'Do not show again for this page' }).check();
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { name: 'Probe labs page' })).toBeVisible();
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    await labsLink.click();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/labs');
    await expect(page.getByRole('heading', { name: 'Probe labs page' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('a labs page opened from the address bar asks too, Cancel goes back, and the badge is named in both languages', async ({ page, server }) => {
    server.sql.run('UPDATE organizations SET labs_enabled = 1 WHERE id IN (SELECT organization_id FROM operators WHERE login_id IN (?, ?))', demo.operator, demo.orgAdmin);
    await login(page, demo.operator);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    // The plugin marks the route, not the side-bar item: the item is marked from it, and its name says so.
    const labsLink = menuLink(page, '/e2e/labs');
    await expect(labsLink).toHaveAccessibleName(/\sLabs\s*\(experimental feature\)$/);

    // Opened as the first page of the visit, Cancel has nothing to go back to: the landing page.
    const dialog = page.getByRole('dialog', { name: 'Experimental feature' });
    await page.goto('/e2e/labs');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Probe labs page' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');

    await page.goto('/e2e/labs');
    await dialog.getByRole('checkbox', { name: 'Do not show again for this page' }).check();
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('heading', { name: 'Probe labs page' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Probe labs page' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Another user on this browser is asked for themselves.
    await page.evaluate(() => localStorage.removeItem('fleetdeck.token'));
    await login(page, demo.orgAdmin);
    await page.goto('/e2e/labs');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.goto('/e2e/probe');
    await expect(menuLink(page, '/e2e/labs')).toHaveAccessibleName(/\s実験的\s*（試験的な機能）$/);
    await expect(menuLink(page, '/e2e/labs').locator('[data-labs-badge]')).toBeVisible();
  });

  test('without labs on, a labs page answers the 403 page', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/e2e/labs');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
  });
});
