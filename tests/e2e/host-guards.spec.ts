// The navigation guard and the terms check of spec §4, driven through the real console.
// Routes of each access level come from the e2e-probe test plugin (tests/e2e/test-plugins).
import { demo, expect, login, test } from './fixtures/test.js';

async function termsOutstanding(url: string, token: string): Promise<Record<'TOS' | 'PP' | 'MC', boolean>> {
  const response = await fetch(`${url}/api/my/term-agreements/check`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Record<'TOS' | 'PP' | 'MC', unknown>;
  return { TOS: body.TOS !== null, PP: body.PP !== null, MC: body.MC !== null };
}

test.describe('navigation guard', () => {
  test('a signed-out visit goes to login with the full path as redirect, and returns there after sign-in', async ({ page }) => {
    await page.goto('/e2e/probe?tab=2');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/e2e/probe?tab=2');

    await login(page, demo.operator);
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe' && url.searchParams.get('tab') === '2');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  });

  test('a public route opens without sign-in', async ({ page }) => {
    await page.goto('/e2e/open');
    await expect(page.getByRole('heading', { name: 'Probe public page' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/open');
  });

  test('an admin route sends a general operator to /auth/403', async ({ page }) => {
    await login(page, demo.operator);
    await page.goto('/e2e/admin');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    await expect(page.getByRole('heading', { name: 'Probe admin page' })).toHaveCount(0);
  });

  test('an admin route opens for an organization administrator', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/e2e/admin');
    await expect(page.getByRole('heading', { name: 'Probe admin page' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/admin');
  });

  test('a system-admin route sends an organization administrator to /auth/403', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/e2e/system');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    await expect(page.getByRole('heading', { name: 'Probe system page' })).toHaveCount(0);
  });

  test('a system-admin route opens for a system administrator', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/e2e/system');
    await expect(page.getByRole('heading', { name: 'Probe system page' })).toBeVisible();
  });

  test('a user who must change the password is held on /my/chpwd, except on auth pages', async ({ page }) => {
    await login(page, demo.chpwd);
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');

    await page.goto('/e2e/probe');
    await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toHaveCount(0);

    await page.goto('/auth/404');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/404');
  });

  test('unknown paths go to /auth/404, signed in or not', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/404');

    await login(page, demo.operator);
    await page.goto('/another/missing/page');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/404');
  });

  test('the root goes to /robot/control', async ({ page }) => {
    await login(page, demo.operator);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });
});

test.describe('terms check', () => {
  test('outstanding terms of use send the user to /term/agreement', async ({ page }) => {
    await login(page, demo.terms);
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');

    await page.goto('/e2e/probe');
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
  });

  test('outstanding maintenance terms stop the maintenance-company owner only', async ({ page, server }) => {
    // The owner owes only the maintenance agreement, so that alone must hold the owner back.
    expect(await termsOutstanding(server.url, await server.apiLogin(demo.mcOwner))).toEqual({ TOS: false, PP: false, MC: true });

    await login(page, demo.mcOwner);
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login');
    await login(page, demo.orgAdmin);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe');
  });
});
