// Terms agreement (spec §2, §4): Agree opens up only once the terms text was scrolled to its end.
import { demo, expect, login, test } from './fixtures/test.js';

test.describe('terms agreement', () => {
  // Agreeing changes the account's state, so it gets a server of its own.
  test.use({ freshServer: true, viewport: { width: 1280, height: 600 } });

  test('Agree is disabled until the text is scrolled to the bottom, then agreeing leads to robot control', async ({ page, server }) => {
    const token = await server.apiLogin(demo.terms);
    const check = async () =>
      (await (await fetch(`${server.url}/api/my/term-agreements/check`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
    const before = await check();
    expect(before.TOS ?? before.PP).toBeTruthy();

    await login(page, demo.terms);
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
    const text = page.getByRole('region', { name: 'Terms text' });
    await expect(text).toBeVisible();
    await expect(text.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    await expect(text.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    // The maintenance agreement is only for maintenance-company owners.
    await expect(text.getByRole('heading', { name: 'Maintenance Agreement' })).toHaveCount(0);
    const agree = page.getByRole('button', { name: 'Agree' });
    expect(await text.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect(agree).toBeDisabled();

    // Half-way is not enough.
    await text.evaluate((element) => element.scrollTo({ top: (element.scrollHeight - element.clientHeight) / 2 }));
    await expect(agree).toBeDisabled();

    await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(agree).toBeEnabled();
    await agree.click();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');

    const after = await check();
    expect(after.TOS).toBeNull();
    expect(after.PP).toBeNull();
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });

  test('the terms text can be read to its end with the keyboard', async ({ page }) => {
    await login(page, demo.terms);
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
    const text = page.getByRole('region', { name: 'Terms text' });
    await text.focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Agree' })).toBeEnabled();
  });

  test('a maintenance-company owner is asked for the maintenance agreement only', async ({ page }) => {
    await login(page, demo.mcOwner);
    await expect(page).toHaveURL((url) => url.pathname === '/term/agreement');
    const text = page.getByRole('region', { name: 'Terms text' });
    await expect(text.getByRole('heading', { name: 'Maintenance Agreement' })).toBeVisible();
    await expect(text.getByRole('heading', { name: 'Terms of Service' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Agree' })).toBeDisabled();
    await text.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/robot/control');
  });
});
