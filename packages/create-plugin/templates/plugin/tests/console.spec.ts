import { expect, test } from '@playwright/test';
import { signInWithDevServer } from './signIn.js';

// The plugin, served by `npm run dev`, rendered inside the running console on its own route.
test('shows the plugin page inside the console', async ({ page }) => {
  await signInWithDevServer(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "%%nameJson%%" }).click();
  await expect(page).toHaveURL(/\/%%id%%$/);
  await expect(page.getByRole('heading', { name: "%%nameJson%%" })).toBeVisible();
  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(page.getByRole('button', { name: 'Clicked once' })).toBeVisible();
});
