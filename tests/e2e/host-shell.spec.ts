// Shell behaviour of spec §1: right-click menu disabled, busy overlay during writes, the account
// menu's universal-design and focus modes, and an accessibility smoke test of the login page.
import AxeBuilder from '@axe-core/playwright';
import { demo, expect, labels, login, test } from './fixtures/test.js';

test('the right-click menu is disabled', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const prevented = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    document.querySelector('button')?.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

test('the busy overlay shows during a slow write and clears when it fails', async ({ page }) => {
  await login(page, demo.operator);
  await page.goto('/e2e/write');
  await expect(page.getByRole('heading', { name: 'Probe write' })).toBeVisible();

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/my/term-agreements', async (route) => {
    await released;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { statusCode: 500, name: 'InternalServerError', code: 'INTERNAL', message: 'Internal error' } }),
    });
  });

  const overlay = page.getByTestId('busy-overlay');
  await expect(overlay).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS('opacity', '0.1');
  await expect(page.getByTestId('write-status')).toHaveText('saving');

  release();
  await expect(page.getByTestId('write-status')).toHaveText('failed: 500');
  await expect(overlay).toBeHidden();
});

test('every control on the login page has an accessible name', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withRules(['label', 'button-name', 'link-name', 'select-name', 'input-button-name', 'aria-input-field-name', 'image-alt'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  // The rules must have looked at the form, or an empty result proves nothing.
  expect(results.passes.map((pass) => pass.id)).toEqual(expect.arrayContaining(['label', 'button-name']));
});

test('the account menu opens from the keyboard and turns universal design and focus mode on and off', async ({ page }) => {
  await login(page, demo.operator);
  await page.goto('/e2e/probe');
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  const provider = page.locator('.fui-FluentProvider').first();
  const account = page.getByRole('button', { name: labels.accountMenu });

  // The menu's code loads on first use; the first key press must still open it, focus inside.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();

  const bodyText = () => provider.evaluate((el) => getComputedStyle(el).getPropertyValue('--fontSizeBase300').trim());
  expect(await bodyText()).toBe('14px');
  await account.click();
  await page.getByRole('menuitemcheckbox', { name: 'Universal design' }).click();
  await expect(provider).toHaveAttribute('data-universal-design', 'true');
  // Larger text: Fluent's 14 px body size grows by a quarter.
  await expect.poll(bodyText).toBe('18px');

  // Focus mode hides the header and side bar, and its own button brings them back.
  await page.getByRole('menuitemcheckbox', { name: 'Focus mode' }).click();
  await expect(account).toBeHidden();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
  await expect(account).toBeHidden();
  await page.getByRole('button', { name: 'Exit focus mode' }).click();
  await expect(account).toBeVisible();
  await expect(provider).toHaveAttribute('data-universal-design', 'true');

  await account.click();
  await page.getByRole('menuitemcheckbox', { name: 'Universal design' }).click();
  await expect(provider).not.toHaveAttribute('data-universal-design', /.*/);
  await expect.poll(bodyText).toBe('14px');
});

test.describe('server restart', () => {
  test.use({ freshServer: true });

  test('a signed-in console keeps its session across a server restart', async ({ page, server }) => {
    await login(page, demo.operator);
    await page.goto('/e2e/probe');
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();

    await server.restart();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Probe page' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/e2e/probe');
  });
});
