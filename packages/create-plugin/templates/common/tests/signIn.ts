import { expect, type Page } from '@playwright/test';

const devServer = `http://127.0.0.1:${process.env.FLEETDECK_DEV_PORT ?? 5300}`;

/** Turns on the development override for this dev server, then signs in with the operator from the environment. */
export async function signInWithDevServer(page: Page): Promise<void> {
  const loginId = process.env.FLEETDECK_LOGIN_ID;
  const password = process.env.FLEETDECK_PASSWORD;
  if (!loginId || !password) throw new Error('Set FLEETDECK_LOGIN_ID and FLEETDECK_PASSWORD to an operator of the console');
  await page.goto(`/auth/login?fleetdeck-dev=${encodeURIComponent(devServer)}`);
  await page.getByLabel('Email').fill(loginId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/robot\/control/);
}
