// Spec §1 and §3: the session carries isUniversalDesign; an account that has it set signs in with
// universal-design mode on (larger text), one without it does not, whoever used the browser before.
import type { Page } from '@playwright/test';
import { expect, labels, login, test } from './fixtures/test.js';
import { createOperator } from './fixtures/operators.js';

function provider(page: Page) {
  return page.locator('.fui-FluentProvider').first();
}

/** Fluent's body text size on the page's theme (14 px, a quarter more in universal design). */
function bodyTextSize(page: Page): Promise<string> {
  return provider(page).evaluate((element) => getComputedStyle(element).getPropertyValue('--fontSizeBase300').trim());
}

test('an account with universal design set signs in with the mode on', async ({ page, server }) => {
  const account = await createOperator(server, { agreeTerms: true, universalDesign: true });
  const session = (await (
    await fetch(`${server.url}/api/my/session`, { headers: { authorization: `Bearer ${await server.apiLogin(account.loginId, account.password)}` } })
  ).json()) as { isUniversalDesign: boolean };
  expect(session.isUniversalDesign).toBe(true);

  await page.goto('/auth/login');
  await expect(provider(page)).not.toHaveAttribute('data-universal-design');
  expect(await bodyTextSize(page)).toBe('14px');

  await login(page, account.loginId, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(provider(page)).toHaveAttribute('data-universal-design', 'true');
  await expect.poll(() => bodyTextSize(page)).toBe('18px');

  // The account menu shows the mode as on, and it stays on across a reload.
  await page.getByRole('button', { name: labels.accountMenu }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Universal design' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(provider(page)).toHaveAttribute('data-universal-design', 'true');
});

test('an account without universal design signs in with the mode off, even after one with it on the same browser', async ({ page, server }) => {
  const withMode = await createOperator(server, { agreeTerms: true, universalDesign: true });
  const account = await createOperator(server, { agreeTerms: true, universalDesign: false });
  await login(page, withMode.loginId, withMode.password);
  await expect(provider(page)).toHaveAttribute('data-universal-design', 'true');
  await page.getByRole('button', { name: labels.accountMenu }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Sign-out loads the login page afresh; let that load finish before signing in again.
  await page.waitForURL((url) => url.pathname === '/auth/login' && !url.search, { waitUntil: 'load' });

  await login(page, account.loginId, account.password);
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(provider(page)).not.toHaveAttribute('data-universal-design');
  expect(await bodyTextSize(page)).toBe('14px');
});
