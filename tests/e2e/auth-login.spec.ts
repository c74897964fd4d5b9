// The login page of the sign-in plugin: validation, every §8 login message, redirect after sign-in.
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, demo, expect, labels, submitLogin, test } from './fixtures/test.js';

test.describe('login', () => {
  test('a good password says "Logged in" and lands on /robot/control after the delay', async ({ page }) => {
    await page.goto('/auth/login');
    await submitLogin(page, demo.operator);
    await expect(page.getByText('Logged in', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });

  test('the redirect query is honoured after sign-in', async ({ page }) => {
    await page.goto('/my/profile');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/my/profile');
    await submitLogin(page, demo.operator);
    await expect(page).toHaveURL((url) => url.pathname === '/my/profile');
    // The profile page of this plugin shows the signed-in operator's own data.
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demo.operator);
  });

  test('the form checks the email format and the password length before calling the server', async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/operators/login')) loginCalls += 1;
    });
    await page.goto('/auth/login');
    await page.getByLabel(labels.email).fill('not-an-address');
    await page.getByLabel(labels.password).fill('12345');
    await page.getByRole('button', { name: labels.logIn }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Enter at least 6 characters')).toBeVisible();

    await page.getByLabel(labels.email).fill('');
    await page.getByLabel(labels.password).fill('');
    await page.getByRole('button', { name: labels.logIn }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    expect(loginCalls).toBe(0);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });

  test('a wrong password shows the login failure message and stays on the page', async ({ page }) => {
    await page.goto('/auth/login');
    // A fresh address each run, so the failures counted against it never lock a shared account.
    await submitLogin(page, `nobody-${randomUUID()}@fleetdeck.example`, 'wrong-password-1');
    await expect(page.getByText('Login failed. Please check your email address and password.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expect(page.getByLabel(labels.password)).toBeVisible();
  });

  test('the fifth failure in a row shows the 10-minute lockout instead of the login failure', async ({ page }) => {
    const email = `locked-${randomUUID()}@fleetdeck.example`;
    await page.goto('/auth/login');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/operators/login'));
      await submitLogin(page, email, `wrong-password-${attempt}`);
      expect((await answer).status()).toBe(401);
      await expect(page.getByText('Login failed. Please check your email address and password.')).toBeVisible();
    }
    const fifth = page.waitForResponse((response) => response.url().endsWith('/api/operators/login'));
    await submitLogin(page, email, 'wrong-password-5');
    expect((await fifth).status()).toBe(403);
    const lockMessage = page.getByText(/locked for 10 minutes/);
    await expect(lockMessage).toBeVisible();
    await expect(page.getByText('Login failed. Please check your email address and password.')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });

  test('the login page links to the password reset request', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/reset-password-request');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });
});

test.describe('lockout of a real account', () => {
  // Locks a demo account for 10 minutes, so it gets a server of its own.
  test.use({ freshServer: true });

  test('once locked, even the right password is refused with the lockout message', async ({ page, server }) => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await fetch(`${server.url}/api/operators/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: demo.otherAdmin, loginPw: `wrong-password-${attempt}` }),
      });
      expect(response.status).toBe(attempt < 5 ? 401 : 403);
    }
    await page.goto('/auth/login');
    await submitLogin(page, demo.otherAdmin, DEMO_PASSWORD);
    await expect(page.getByText(/locked for 10 minutes/)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });
});

test.describe('branding', () => {
  // Writes the custom manifest, so it gets a server of its own.
  test.use({ freshServer: true });

  test('the login page shows the logo and background of the custom manifest', async ({ page, server }) => {
    const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="${colour}"/></svg>`;
    await server.writeCustom('brand/logo.svg', svg('#1890A1'));
    await server.writeCustom('brand/background.svg', svg('#eeeeee'));
    await server.writeCustom(
      'manifest.json',
      JSON.stringify({ assets: { logo: '/custom/brand/logo.svg', loginBackground: '/custom/brand/background.svg' } }),
    );

    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: labels.logIn })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Fleetdeck' })).toHaveAttribute('src', /\/custom\/brand\/logo\.svg$/);
    const backgrounds = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].map((element) => getComputedStyle(element).backgroundImage).filter((image) => image !== 'none'),
    );
    expect(backgrounds.some((image) => image.includes('/custom/brand/background.svg'))).toBe(true);
  });
});
