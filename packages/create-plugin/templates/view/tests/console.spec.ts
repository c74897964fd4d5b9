import { expect, test } from '@playwright/test';
import { signInWithDevServer } from './signIn.js';

// The view, served by `npm run dev`, rendered inside the running console under /custom/%%id%%.
test('shows the view inside the console', async ({ page }) => {
  await signInWithDevServer(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "%%nameJson%%" }).click();
  await expect(page).toHaveURL(/\/custom\/%%id%%$/);
  await expect(page.getByRole('heading', { name: "%%nameJson%%" })).toBeVisible();
  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Clicked once' })).toBeVisible();
});
