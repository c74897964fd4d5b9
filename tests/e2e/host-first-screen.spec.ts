// Issue 16: the HTML names the first screen's files (preload and modulepreload links), and the
// console's own requests for them are answered by those preloads: over a cold load no URL goes
// to the network twice. A link whose mode, credentials or integrity differed from the console's
// own request would be fetched a second time, which is what this checks.
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, test } from './fixtures/test.js';

test.use({ simRobots: 14 });

/** Counts, through CDP, the network requests of a page by URL (a preload used by the page is one). */
async function countRequests(page: Page): Promise<() => Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const counts = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect is the same request continuing; data: and blob: URLs never reach the network.
    if (event.redirectResponse || !event.request.url.startsWith('http')) return;
    counts.set(event.request.url, (counts.get(event.request.url) ?? 0) + 1);
  });
  return () => counts;
}

async function announced(page: Page): Promise<string[]> {
  return page.locator('head link[rel="preload"], head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
}

async function expectEachOnce(page: Page, counts: Map<string, number>): Promise<void> {
  const links = await announced(page);
  expect(links.length).toBeGreaterThan(2);
  for (const url of links) expect(counts.get(url), `${url} was announced`).toBe(1);
  const twice = [...counts].filter(([url, count]) => count > 1 && !url.includes('/api/')).map(([url]) => url);
  expect(twice).toEqual([]);
}

test('the sign-in page, cold: every file its HTML names is fetched once and used', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const counts = await countRequests(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await announced(page)).some((url) => url.includes('/plugins/auth/'))).toBe(true);
  await expectEachOnce(page, counts());
  await context.close();
});

test('robot control signed in, cold: the robots plugin, the chrome and their parts are named, fetched once and used', async ({ browser, baseURL }) => {
  const signIn = await browser.newContext({ baseURL });
  await login(await signIn.newPage(), demo.operator);
  // The session and the signed-in hint cookie, in a fresh context with an empty cache.
  const storageState = await signIn.storageState();
  expect(storageState.cookies.some((cookie) => cookie.name === 'fleetdeck-signed-in')).toBe(true);
  await signIn.close();
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const counts = await countRequests(page);
  await page.goto('/robot/control');
  await expect(page.getByTestId('robot-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const links = await announced(page);
  expect(links.some((url) => url.includes('/plugins/robots/'))).toBe(true);
  expect(links.some((url) => /\/assets\/ShellLayout-/.test(url))).toBe(true);
  await expectEachOnce(page, counts());
  await context.close();
});

test('signing out removes the hint: the next load names the sign-in page\'s files', async ({ page }) => {
  await login(page, demo.operator);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'fleetdeck-signed-in')).toBe(true);
  await page.getByRole('button', { name: labels.accountMenu }).click();
  await page.getByRole('menuitem', { name: labels.signOut }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'fleetdeck-signed-in')).toBe(false);
  await page.goto('/robot/control');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  expect((await announced(page)).some((url) => url.includes('/plugins/robots/'))).toBe(false);
});
