// Spec §8 on a signed-in page: a later API call answering 498/499 shows the payment/contract alert
// with the help-centre link and ends the session; a 403 goes to login, with the IP alert only
// when the address is refused. One call is answered by page.route in the server's error shape
// (packages/server/src/plugins/error-handler.ts, codes from account-gate.ts).
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

const errorBodies = {
  498: { statusCode: 498, name: 'PaymentIncompleteError', code: 'PAYMENT_INCOMPLETE', message: 'Payment is incomplete, so you cannot log in.' },
  499: { statusCode: 499, name: 'ContractEndedError', code: 'CONTRACT_ENDED', message: 'The contract has ended, so you cannot log in.' },
  forbidden: { statusCode: 403, name: 'ForbiddenError', code: 'FORBIDDEN', message: 'Forbidden' },
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

  test('a plain 403 from a write goes to login without the IP alert', async ({ page }) => {
    await signInOnWritePage(page);
    await answerOnce(page, '**/api/my/term-agreements', errorBodies.forbidden);
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
