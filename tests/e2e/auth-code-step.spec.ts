// The e-mailed code step of login (spec §4, §8), with the code read from the real SMTP sink.
import { demo, expect, labels, submitLogin, test, type TestServer } from './fixtures/test.js';

/** Moves every unused code's expiry into the past in the test server's store. */
function expirePendingCodes(server: TestServer): number {
  const past = new Date(Date.now() - 60_000).toISOString();
  return server.sql.run('UPDATE pending_logins SET expires_at = ? WHERE used_at IS NULL', past).changes;
}

/** A six-digit code that differs from the real one in every digit. */
function otherCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

test.describe('code step', () => {
  test('a 202 asks for the mailed code, shows its expiry, and the right code signs in', async ({ page, mail }) => {
    await page.goto('/auth/login');
    await submitLogin(page, demo.operatorMfa);
    const codeInput = page.getByLabel(labels.verificationCode);
    await expect(codeInput).toBeVisible();
    // The console's time of day (timeStyle short): `9:31 AM`.
    await expect(page.getByText(/The code is valid until \d{1,2}:\d{2}\s(AM|PM)\./)).toBeVisible();
    await expect(page.getByLabel(labels.password)).toHaveCount(0);

    const code = await mail.latestCode(demo.operatorMfa);
    expect(code).toMatch(/^\d{6}$/);
    await codeInput.fill(code);
    await page.getByRole('button', { name: labels.verify }).click();
    await expect(page.getByText('Logged in', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });

  test('a mismatched code says so and keeps the code step open', async ({ page, mail }) => {
    await page.goto('/auth/login');
    await submitLogin(page, demo.operatorMfa);
    await expect(page.getByLabel(labels.verificationCode)).toBeVisible();
    const code = await mail.latestCode(demo.operatorMfa);

    await page.getByLabel(labels.verificationCode).fill(otherCode(code));
    await page.getByRole('button', { name: labels.verify }).click();
    await expect(page.getByText('Verification codes did not match')).toBeVisible();
    await expect(page.getByLabel(labels.verificationCode)).toHaveValue('');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');

    // The step stays usable: the right code still signs in.
    await page.getByLabel(labels.verificationCode).fill(code);
    await page.getByRole('button', { name: labels.verify }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });

  test('an expired code says so and returns to the email and password step', async ({ page, mail, server }) => {
    await page.goto('/auth/login');
    await submitLogin(page, demo.operatorMfa);
    await expect(page.getByLabel(labels.verificationCode)).toBeVisible();
    const code = await mail.latestCode(demo.operatorMfa);
    expect(expirePendingCodes(server)).toBeGreaterThan(0);

    await page.getByLabel(labels.verificationCode).fill(code);
    await page.getByRole('button', { name: labels.verify }).click();
    await expect(page.getByText('The verification code has expired')).toBeVisible();
    await expect(page.getByLabel(labels.email)).toBeVisible();
    await expect(page.getByLabel(labels.verificationCode)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });

  test('the code field accepts only six digits', async ({ page }) => {
    let codeCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/operators/assertAuthCode')) codeCalls += 1;
    });
    await page.goto('/auth/login');
    await submitLogin(page, demo.operatorMfa);
    await page.getByLabel(labels.verificationCode).fill('12a45');
    await page.getByRole('button', { name: labels.verify }).click();
    await expect(page.getByText('The format is not valid')).toBeVisible();
    expect(codeCalls).toBe(0);
  });
});
