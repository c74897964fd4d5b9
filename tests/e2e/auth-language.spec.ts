// The sign-in pages in both languages: detected from the browser, switched and kept under user-language.
import { expect, labels, test } from './fixtures/test.js';

test.describe('with a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('the sign-in pages speak Japanese, including validation messages', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toBeVisible();
    await expect(page.getByLabel('パスワード')).toBeVisible();
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByText('必須項目です')).toHaveCount(2);

    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await expect(page.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
    await expect(page.getByRole('button', { name: '再設定リンクを送信' })).toBeVisible();
  });

  test('switching to English on a sign-in page is kept after a reload', async ({ page }) => {
    await page.goto('/auth/reset-password-request');
    await expect(page.getByRole('button', { name: '再設定リンクを送信' })).toBeVisible();

    await page.getByLabel(labels.language).selectOption({ label: 'English' });
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe('en');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await page.goto('/auth/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
