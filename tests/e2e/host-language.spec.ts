// Language (spec §1): the saved preference, else the browser's ja or en, else en; switching saves it.
import { expect, labels, test } from './fixtures/test.js';

test.describe('language detection', () => {
  test.describe('with a Japanese browser', () => {
    test.use({ locale: 'ja-JP' });

    test('the login page speaks Japanese', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByLabel('メールアドレス')).toBeVisible();
      await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });

    test('a saved English preference wins over the browser', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('user-language', 'en'));
      await page.goto('/auth/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    });
  });

  test.describe('with a browser in neither language', () => {
    test.use({ locale: 'fr-FR' });

    test('the login page falls back to English', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    });
  });
});

test('switching the language changes the page and is kept under user-language', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByLabel(labels.language).selectOption({ label: '日本語' });
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe('ja');

  await page.reload();
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();

  await page.getByLabel(labels.language).selectOption({ label: 'English' });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe('en');
});
