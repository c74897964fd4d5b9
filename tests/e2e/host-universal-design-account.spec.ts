// Issue 15 item 11, spec §3 session field isUniversalDesign: universal design is kept on the account,
// so turning it on in one browser turns it on in another signed into the same account; the sign-in
// pages, before anyone is known, keep the browser's own value.
import type { Page } from '@playwright/test';
import { expect, labels, login, test } from './fixtures/test.js';
import { createOperator } from './fixtures/operators.js';

function provider(page: Page) {
  return page.locator('.fui-FluentProvider').first();
}

async function toggleUniversalDesign(page: Page): Promise<void> {
  await page.getByRole('button', { name: labels.accountMenu }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Universal design' }).click();
  await page.keyboard.press('Escape');
}

test('universal design follows the account to a second browser', async ({ page, browser, server }) => {
  const account = await createOperator(server, { agreeTerms: true, universalDesign: false });
  const accountMode = async () => {
    const token = await server.apiLogin(account.loginId, account.password);
    const response = await fetch(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { isUniversalDesign: boolean }).isUniversalDesign;
  };

  await login(page, account.loginId, account.password);
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(provider(page)).not.toHaveAttribute('data-universal-design');
  await toggleUniversalDesign(page);
  await expect(provider(page)).toHaveAttribute('data-universal-design', 'true');
  await expect.poll(accountMode).toBe(true);

  const other = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
  try {
    const second = await other.newPage();
    // Before sign-in this browser knows nobody: its own value (off) applies.
    await second.goto('/auth/login');
    await expect(provider(second)).not.toHaveAttribute('data-universal-design');
    await login(second, account.loginId, account.password);
    await expect(second.getByRole('heading', { name: 'Robot control' })).toBeVisible();
    await expect(provider(second)).toHaveAttribute('data-universal-design', 'true');

    // Turned off in the second browser, the first one shows it off at its next load.
    await toggleUniversalDesign(second);
    await expect(provider(second)).not.toHaveAttribute('data-universal-design');
    await expect.poll(accountMode).toBe(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
    await expect(provider(page)).not.toHaveAttribute('data-universal-design');
  } finally {
    await other.close();
  }
});
