// Password reset (spec §5, §8): request → mailed link → new password → countdown → login.
import { randomUUID } from 'node:crypto';
import { startRefusingSmtp } from '../shared/refusingSmtp.js';
import { removeDataDir, startServerProcess } from './fixtures/serverProcess.js';
import { demo, expect, labels, submitLogin, test } from './fixtures/test.js';

const CONFIRMATION = /If the address is registered, we have sent an email/;

/** The console path of an absolute link, so the test follows it on the server under test. */
function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

test.describe('password reset request', () => {
  test('answers with the same confirmation whether or not the address is registered', async ({ page }) => {
    await page.goto('/auth/reset-password-request');
    await page.getByLabel(labels.email).fill(`nobody-${randomUUID()}@fleetdeck.example`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(CONFIRMATION)).toBeVisible();
  });

  test('checks the address format before sending', async ({ page }) => {
    await page.goto('/auth/reset-password-request');
    await page.getByLabel(labels.email).fill('operator-at-example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText(CONFIRMATION)).toHaveCount(0);
  });

  test('a link with an unknown token says it is invalid and offers a new request', async ({ page }) => {
    await page.goto('/auth/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('Harbor2027');
    await page.getByLabel('Confirm new password').fill('Harbor2027');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('This link is invalid or has expired. Please request a new one.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/reset-password-request');
  });

  test('a link without a token is invalid at once', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByText('This link is invalid or has expired. Please request a new one.')).toBeVisible();
  });

  test('a mailed link older than 15 minutes says it has expired and sets nothing', async ({ page, server, mail }) => {
    await page.goto('/auth/reset-password-request');
    await page.getByLabel(labels.email).fill(demo.mcOwner);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(CONFIRMATION)).toBeVisible();
    const link = await mail.resetLink(demo.mcOwner);

    // The link was issued 16 minutes ago: its 15 minutes are over.
    const issued = Date.now() - 16 * 60_000;
    const aged = server.sql.run(
      `UPDATE password_resets SET expires_at = ?
       WHERE used_at IS NULL AND operator_id = (SELECT id FROM operators WHERE login_id = ?)`,
      new Date(issued + 15 * 60_000).toISOString(),
      demo.mcOwner,
    );
    expect(aged.changes).toBeGreaterThan(0);

    await page.goto(pathOf(link));
    await page.getByLabel('New password', { exact: true }).fill('Harbor2027');
    await page.getByLabel('Confirm new password').fill('Harbor2027');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('This link is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page.getByText('Your password has been reset.')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/reset-password');
  });
});

test.describe('password reset request when the mail server cannot be used', () => {
  test('the page says the mail could not be sent (en and ja), for an existing account and an unknown address alike', async ({ browser }) => {
    const smtp = await startRefusingSmtp('connection');
    const running = await startServerProcess({ smtpUrl: smtp.url });
    try {
      for (const [locale, submit, failure, confirmation] of [
        ['en-US', 'Send reset link', 'The email could not be sent. Please try again later.', CONFIRMATION],
        ['ja-JP', '再設定リンクを送信', 'メールを送信できませんでした。しばらくしてからもう一度お試しください。', /ご入力のアドレスが登録されている場合/],
      ] as const) {
        const context = await browser.newContext({ baseURL: running.url, locale });
        const page = await context.newPage();
        await page.goto('/auth/reset-password-request');
        for (const address of [demo.operator, `nobody-${randomUUID()}@fleetdeck.example`]) {
          const before = smtp.connections;
          await page.getByLabel(labels.email).fill(address);
          await page.getByRole('button', { name: submit }).click();
          await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
          await expect(page.getByText(confirmation)).toHaveCount(0);
          // The server really tried the mail server for this request.
          expect(smtp.connections).toBeGreaterThan(before);
        }
        await context.close();
      }
    } finally {
      await running.stop();
      await removeDataDir(running.dataDir);
      await smtp.stop();
    }
  });
});

test.describe('password reset', () => {
  // Changes a demo account's password, so it gets a server of its own.
  test.use({ freshServer: true });

  test('the mailed link sets a new password, counts down to login, and the new password signs in', async ({ page, mail }) => {
    const newPassword = 'Lighthouse2027';
    await page.goto('/auth/reset-password-request');
    await page.getByLabel(labels.email).fill(demo.operator);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(CONFIRMATION)).toBeVisible();

    const link = await mail.resetLink(demo.operator);
    await page.goto(pathOf(link));

    // §5 rules are checked in the browser first.
    await page.getByLabel('New password', { exact: true }).fill('onlyletters');
    await page.getByLabel('Confirm new password').fill('onlyletters');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Use at least 8 characters with both letters and digits')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await expect(page.getByText('Going to the login page in 5 s.')).toBeVisible();
    await expect(page.getByText(/Going to the login page in [1-4] s\./)).toBeVisible({ timeout: 4_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login', { timeout: 8_000 });

    // The link is spent, the old password no longer works, the new one does.
    await page.goto(pathOf(link));
    await page.getByLabel('New password', { exact: true }).fill('Another2027x');
    await page.getByLabel('Confirm new password').fill('Another2027x');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('This link is invalid or has expired. Please request a new one.')).toBeVisible();

    await page.goto('/auth/login');
    await submitLogin(page, demo.operator);
    await expect(page.getByText('Login failed. Please check your email address and password.')).toBeVisible();
    await submitLogin(page, demo.operator, newPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });
});
