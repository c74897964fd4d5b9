// Spec §4 "Terms check after init": with TOS or PP outstanding the user goes to /term/agreement,
// or first to /my/chpwd when a password change is required. No demo account has both, so the test
// makes one through the API.
import { expect, login, test } from './fixtures/test.js';
import { createOperator, outstandingTerms } from './fixtures/operators.js';

test('a user who must change the password and has terms outstanding goes to /my/chpwd, then /term/agreement, then robot control', async ({ page, server }) => {
  const account = await createOperator(server, { passwordChangeRequired: true });
  const before = await outstandingTerms(server, account.loginId, account.password);
  expect(before.TOS, 'the new account has the terms of service outstanding').toBeTruthy();
  expect(before.PP, 'the new account has the privacy policy outstanding').toBeTruthy();

  await login(page, account.loginId, account.password);
  await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();

  // Still held on the password change, terms or not, when another page is asked for.
  await page.goto('/term/agreement');
  await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');
  await page.goto('/e2e/probe');
  await expect(page).toHaveURL((url) => url.pathname === '/my/chpwd');

  const newPassword = 'Quiet-Meadow-73';
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
  const text = page.getByRole('region', { name: 'Terms text' });
  await expect(text.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  // Once the password is changed, ordinary pages lead to the terms, not back to the change.
  await page.goto('/e2e/probe');
  await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');

  await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();

  const after = await outstandingTerms(server, account.loginId, newPassword);
  expect(after.TOS).toBeNull();
  expect(after.PP).toBeNull();
});
