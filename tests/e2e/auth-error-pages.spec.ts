// The 403 and 404 pages of the sign-in plugin: a clear message and a way back.
import { demo, expect, login, test } from './fixtures/test.js';

test('the 403 and 404 pages explain themselves and lead back', async ({ page }) => {
  await page.goto('/auth/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The requested URL was not found.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');

  await page.goto('/auth/403');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
});

test('a signed-in user is led from the 404 page to the top page', async ({ page }) => {
  await login(page, demo.operator);
  await page.goto('/auth/404');
  await page.getByRole('button', { name: 'Go to the top page' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
});
