// Spec §8 on a signed-in page: a later API call answering 498/499 shows the payment/contract alert
// with the help-centre link and ends the session; a 403 that refuses the session or network goes
// to login, with the IP alert only when the address is refused; a 403 FORBIDDEN (one action refused
// to a signed-in user) keeps the session and shows the no-permission message (docs/contracts.md).
// Most calls are answered by page.route in the server's error shape
// (packages/server/src/plugins/error-handler.ts, codes from account-gate.ts); the permission
// refusal is the real server's.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

const errorBodies = {
  498: { statusCode: 498, name: 'PaymentIncompleteError', code: 'PAYMENT_INCOMPLETE', message: 'Payment is incomplete, so you cannot log in.' },
  499: { statusCode: 499, name: 'ContractEndedError', code: 'CONTRACT_ENDED', message: 'The contract has ended, so you cannot log in.' },
  ipNotAllowed: { statusCode: 403, name: 'ForbiddenError', code: 'IP_NOT_ALLOWED', message: 'IP address is not allowed. Connect from an authorized network.' },
} as const;

/** Answers the next call to `pattern` (only that one) with `body` as the server would. */
async function answerOnce(page: Page, pattern: string, body: { statusCode: number }): Promise<void> {
  await page.route(
    pattern,
    (route) => route.fulfill({ status: body.statusCode, contentType: 'application/json', body: JSON.stringify({ error: body }) }),
    { times: 1 },
  );
}

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('fleetdeck.token'));
}

async function signInOnWritePage(page: Page): Promise<void> {
  await login(page, demo.operator);
  await page.goto('/e2e/write');
  await expect(page.getByRole('heading', { name: 'Probe write' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
}

/** After the session was dropped, a signed-in page sends the browser to login again. */
async function expectSignedOut(page: Page): Promise<void> {
  expect(await storedToken(page)).toBeNull();
  await page.goto('/e2e/probe');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/e2e/probe');
}

test.describe('account refusals while signed in', () => {
  test('a write answered 498 shows the payment alert with the help-centre link and ends the session', async ({ page }) => {
    await signInOnWritePage(page);
    await answerOnce(page, '**/api/my/term-agreements', errorBodies[498]);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    const alert = page.getByTestId('shell-alert');
    await expect(alert).toContainText('Payment is incomplete, so you cannot log in. Please contact the help centre.');
    await expect(alert.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByLabel(/^Email$/)).toBeVisible();
    await expectSignedOut(page);
  });

  test('a read answered 499 on a signed-in page shows the contract alert with the help-centre link and ends the session', async ({ page }) => {
    await login(page, demo.operator);
    await answerOnce(page, '**/api/my/profile', errorBodies[499]);
    await page.goto('/my/profile');

    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    const alert = page.getByTestId('shell-alert');
    await expect(alert).toContainText('Your contract has ended, so you cannot log in. Please contact the help centre.');
    await expect(alert.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', /^https:\/\//);
    await expectSignedOut(page);
  });

  test('a 403 that is not the server\'s permission refusal (here a proxy\'s page) goes to login without the IP alert', async ({ page }) => {
    await signInOnWritePage(page);
    await page.route('**/api/my/term-agreements', (route) => route.fulfill({ status: 403, contentType: 'text/html', body: '<h1>403 Forbidden</h1>' }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByLabel(/^Email$/)).toBeVisible();
    await expect(page.getByTestId('shell-alert')).toHaveCount(0);
    await expectSignedOut(page);
  });

  test('an IP-not-allowed 403 from a read shows the connection alert on login', async ({ page }) => {
    await login(page, demo.operator);
    await answerOnce(page, '**/api/my/profile', errorBodies.ipNotAllowed);
    await page.goto('/my/profile');

    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    const alert = page.getByTestId('shell-alert');
    await expect(alert).toContainText('Connection error: please access from an authorized network');
    await expect(alert.getByRole('link')).toHaveCount(0);
  });
});

test.describe('permission refusals while signed in', () => {
  test('an area manager whose edit of an account above their rank is refused stays signed in and is told why', async ({ page, server }) => {
    await login(page, demo.manager);
    const token = await storedToken(page);
    await page.goto('/operator/list');
    const row = page.getByTestId('resource-table-operators').getByRole('row').filter({ hasText: demo.orgAdmin });
    await row.getByRole('link', { name: /^Edit: / }).click();
    await expect(page).toHaveURL((url) => /^\/operator\/\d+$/.test(url.pathname));
    const editPath = new URL(page.url()).pathname;

    const refusal = page.waitForResponse((response) => response.url().endsWith(editPath.replace('/operator/', '/api/operators/')) && response.request().method() === 'PATCH');
    await page.getByLabel(/^First name/).fill('Hanako');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The real server refuses with its permission-refusal code (operatorRankRule).
    const answer = await refusal;
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');

    await expect(page.getByTestId('shell-alert')).toContainText('You do not have permission for this operation.');
    await expect(page).toHaveURL((url) => url.pathname === editPath);
    expect(await storedToken(page)).toBe(token);
    // Still signed in on the server and in the page: a signed-in page opens without a detour to login.
    const session = await fetch(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${token}` } });
    expect(session.status).toBe(200);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe');
  });
});
