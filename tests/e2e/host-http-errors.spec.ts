// The shell's HTTP handling of spec §8: 401 and 403 back to login (with the IP alert), 498 and
// 499 alerts with a help-centre link. Writes go through the e2e-probe plugin's "Save" button.
import type { Page } from '@playwright/test';
import { demo, expect, login, submitLogin, test } from './fixtures/test.js';

// docs/contracts.md names the token's storage key in the SDK (`fleetdeck.token`).
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('fleetdeck.token'));
  expect(token, 'the console stores the bearer token after sign-in').toBeTruthy();
  return token ?? '';
}

async function openWritePage(page: Page): Promise<void> {
  await page.goto('/e2e/write');
  await expect(page.getByRole('heading', { name: 'Probe write' })).toBeVisible();
}

test.describe('HTTP handling', () => {
  test('a token revoked on the server sends the next call to /auth/login', async ({ page, server }) => {
    await login(page, demo.operator);
    await openWritePage(page);

    const logout = await fetch(`${server.url}/api/operators/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect([200, 204]).toContain(logout.status);

    // The header's fault watch calls the API in the background too: if its call is refused first,
    // the console has already gone to login and there is no Save to click.
    await page.getByRole('button', { name: 'Save' }).click({ timeout: 10_000 }).catch((error: unknown) => {
      if (new URL(page.url()).pathname !== '/auth/login') throw error;
    });
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });

  test.describe('with an IP allow-list that excludes this machine', () => {
    test.use({ freshServer: true });

    for (const [locale, message] of [
      ['en-US', /Connection error/],
      ['ja-JP', /接続エラー/],
    ] as const) {
      test(`a 403 IP-not-allowed goes to login with the alert (${locale})`, async ({ browser, server }) => {
        const context = await browser.newContext({ baseURL: server.url, locale });
        const page = await context.newPage();
        await login(page, demo.operator);
        await openWritePage(page);

        // Restriction on for the operator's building, allowing only a documentation address.
        const added = server.sql.run(
          `INSERT INTO ip_allow_entries (building_id, ip_address, description, restricted)
           SELECT building_id, ?, ?, 1 FROM operators WHERE login_id = ?`,
          '203.0.113.7',
          'e2e: not this machine',
          demo.operator,
        );
        expect(added.changes).toBe(1);

        // The header's fault watch calls the API in the background too: if its call is refused first,
        // the console has already gone to login and there is no Save to click.
        await page.getByRole('button', { name: 'Save' }).click({ timeout: 10_000 }).catch((error: unknown) => {
          if (new URL(page.url()).pathname !== '/auth/login') throw error;
        });
        await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        await context.close();
      });
    }
  });

  for (const [account, message] of [
    [demo.unpaid, /payment|支払/i],
    [demo.ended, /contract|契約/i],
  ] as const) {
    test(`${account} sees the alert with a help-centre link and stays on login`, async ({ page }) => {
      await page.goto('/auth/login');
      await submitLogin(page, account);
      const alert = page.getByRole('alert').filter({ hasText: message });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    });
  }
});
