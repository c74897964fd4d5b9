// Spec §4: entering any page other than login, chpwd, reset-password-request, reset-password, 403
// and 404 runs the init step (GET /api/my/contract and /api/my/term-agreements/check). A signed-in
// user with outstanding terms shows whether it ran: the init step would send them to the terms.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

/** Records the init step's calls the page makes from now on, each as "page path: API path". */
function watchInitCalls(page: Page): { calls: string[] } {
  const seen = { calls: [] as string[] };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/my/term-agreements/check' || path === '/api/my/contract') seen.calls.push(`${new URL(page.url()).pathname}: ${path}`);
  });
  return seen;
}

test('the password change and reset pages open for a signed-in user with outstanding terms without the init step', async ({ page }) => {
  await login(page, demo.terms);
  await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');

  // An ordinary page runs the init step, which finds the terms and redirects: the watch sees it.
  const control = watchInitCalls(page);
  await page.goto('/e2e/probe');
  await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
  // Made while the probe page was being entered, before the redirect (the terms page may ask again).
  expect(control.calls).toEqual(expect.arrayContaining(['/e2e/probe: /api/my/term-agreements/check', '/e2e/probe: /api/my/contract']));
  // The terms page runs its own init step; let it finish so its calls are not counted below.
  await expect(page.getByRole('heading', { name: 'Terms agreement' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const [path, heading] of [
    ['/my/chpwd', 'Change your password'],
    ['/auth/reset-password-request', 'Reset your password'],
    ['/auth/reset-password', 'Set a new password'],
  ] as const) {
    const watch = watchInitCalls(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // Give an init step, were one to run, time to answer and redirect.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(watch.calls, `${path} made no init-step call`).toEqual([]);
  }
});
