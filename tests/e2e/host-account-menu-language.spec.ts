// Spec §1: the language can be switched while signed in, from the header's account menu; the shell
// and the plugin page on screen change at once, and the choice is kept under user-language.
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, mainMenu, test } from './fixtures/test.js';

async function chooseLanguage(page: Page, language: 'English' | '日本語'): Promise<void> {
  await page.getByRole('button', { name: labels.accountMenu }).click();
  await page.getByRole('menuitem', { name: labels.language }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test('switching ja and en from the account menu changes the shell and the plugin page, and survives a reload', async ({ page }) => {
  await login(page, demo.operator);
  await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBeNull();

  await chooseLanguage(page, '日本語');
  // The plugin's page (robots namespace) and the shell's own strings (common namespace).
  await expect(page.getByRole('heading', { name: 'ロボット操作' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expect(mainMenu(page).getByRole('heading', { name: 'オペレーション' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe('ja');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'ロボット操作' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(mainMenu(page).getByRole('heading', { name: 'Operation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('user-language'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test.describe('with a Japanese browser', () => {
  test.use({ locale: 'ja-JP' });

  test('English chosen in the account menu wins over the browser language after a reload', async ({ page }) => {
    await login(page, demo.operator);
    await expect(page.getByRole('heading', { name: 'ロボット操作' })).toBeVisible();
    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Robot control' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
