// Each plugin fault stays in its own area: an error panel (role=alert) with Retry where the
// plugin would be, while the side bar works and another plugin's route still renders.
// The faulty plugins live in tests/e2e/test-plugins/plugins and are served with --plugins.
import type { Page } from '@playwright/test';
import { demo, expect, labels, login, mainMenu, menuLink, test } from './fixtures/test.js';

/** Makes the next plugin or chunk load time out after 2 s (the host's test-only setting; it is read per load). */
async function shortenLoadTimeout(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('fleetdeck.pluginLoadTimeoutMs', '2000'));
}

/** Gives later loads the normal time-out again, so a loaded CI machine cannot time out a Retry. */
async function restoreLoadTimeout(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('fleetdeck.pluginLoadTimeoutMs'));
}

/** Moves the console's router to `path` as a link would, without reloading the shell. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Asserts the panel for `pluginId` is shown, then proves the rest of the console still works. */
async function expectContained(page: Page, pluginId: string, message: RegExp): Promise<void> {
  const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(message);
  await expect(panel).toHaveAttribute('data-plugin-id', pluginId);
  await expect(page.getByRole('heading', { name: 'Fault plugin rendered' })).toHaveCount(0);

  await expect(mainMenu(page)).toBeVisible();
  await menuLink(page, '/e2e/probe').click();
  await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe');
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  await expect(panel).toHaveCount(0);
}

test.describe('plugin faults are contained', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, demo.operator);
  });

  test('a bundle that fails to load (404)', async ({ page }) => {
    await page.goto('/e2e/fault/load');
    await expectContained(page, 'e2e-missing-entry', /could not be loaded/);
  });

  test('a bundle that never arrives times out, and Retry loads it once it does', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/plugins/e2e-hang/index.js', async (route) => {
      await released;
      await route.continue();
    });
    // The shell is loaded (signed in) before the time-out is shortened, and the fault page is
    // reached without reloading it, so only the held bundle is timed; Retry gets the normal time-out.
    await expect(mainMenu(page)).toBeVisible();
    await shortenLoadTimeout(page);
    await navigateInApp(page, '/e2e/fault/timeout');
    const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
    await expect(panel).toContainText(/did not load within 2 seconds/);
    await expect(mainMenu(page)).toBeVisible();

    await restoreLoadTimeout(page);
    release();
    await panel.getByRole('button', { name: labels.retry }).click();
    await expect(page.getByRole('heading', { name: 'Fault plugin rendered' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('a hung bundle shows its progress and Cancel after 10 s, within the 120 s time-out, and Retry loads it once it arrives', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/plugins/e2e-hang/index.js', async (route) => {
      await released;
      await route.continue();
    });
    await expect(mainMenu(page)).toBeVisible();
    await navigateInApp(page, '/e2e/fault/timeout');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    const progress = page.getByRole('progressbar', { name: /"e2e-hang" is still loading/ });
    // The first seconds show only the spinner.
    await expect(page.getByRole('progressbar', { name: /Loading/ }).first()).toBeVisible();
    await expect(cancel).toHaveCount(0);
    await expect(cancel).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/"e2e-hang" is still loading \(1\d s\)\. It is stopped after 120 seconds\./)).toBeVisible();
    await expect(progress).toBeVisible();
    await cancel.click();
    const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
    await expect(panel).toContainText('Loading "e2e-hang" was cancelled.');
    await expect(mainMenu(page)).toBeVisible();

    release();
    await panel.getByRole('button', { name: labels.retry }).click();
    await expect(page.getByRole('heading', { name: 'Fault plugin rendered' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('a bundle outside the SDK range is never run', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The console leaves a plugin outside its SDK range out of the index (tests/api/plugin-index);
    // the host must still refuse one an index names, so the test puts it back in.
    const index = (await (await page.request.get('/plugins/index.json')).json()) as Array<{ id: string }>;
    expect(index.map((p) => p.id)).not.toContain('e2e-sdk-range');
    const refused = { id: 'e2e-sdk-range', name: 'E2E fault: SDK range not satisfied', version: '0.1.0', sdk: '>=99.0.0', entry: '/plugins/e2e-sdk-range/index.js', css: [], routes: [{ id: 'main', path: '/e2e/fault/sdk', access: 'any' }] };
    await page.route('**/plugins/index.json', (route) => route.fulfill({ json: [...index, refused] }));
    await page.goto('/e2e/fault/sdk');
    await expectContained(page, 'e2e-sdk-range', /needs SDK >=99\.0\.0/);
    expect(requested).not.toContain('/plugins/e2e-sdk-range/index.js');
  });

  test('a bundle that fails its integrity hash is not run', async ({ page }) => {
    await page.goto('/e2e/fault/integrity');
    await expectContained(page, 'e2e-integrity', /integrity/);
  });

  test('a page that throws while rendering, also after Retry', async ({ page }) => {
    await page.goto('/e2e/fault/throw');
    const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
    await expect(panel).toContainText(/this page always fails to render/);
    await panel.getByRole('button', { name: labels.retry }).click();
    await expect(panel).toContainText(/this page always fails to render/);
    await expectContained(page, 'e2e-throws', /always fails to render/);
  });

  test('a bundle without a component for its route', async ({ page }) => {
    await page.goto('/e2e/fault/no-component');
    await expectContained(page, 'e2e-no-component', /has no page "main"/);
  });
});

test.describe('pages loaded on demand', () => {
  test('a page a plugin splits off has the load time-out too, and Retry loads it once it arrives', async ({ page }) => {
    // The auth plugin keeps the login page in its entry and loads the reset request page on demand.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/plugins/auth/chunks/ResetPasswordRequestPage-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: labels.logIn })).toBeVisible();
    await shortenLoadTimeout(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    const panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: labels.retry }) });
    await expect(panel).toContainText(/"auth" did not load within 2 seconds/);
    await expect(panel).toHaveAttribute('data-plugin-id', 'auth');

    await restoreLoadTimeout(page);
    release();
    await panel.getByRole('button', { name: labels.retry }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
