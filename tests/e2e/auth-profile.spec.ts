// My profile (spec §5 "Profile"): checked in the browser, saved over PATCH /api/my/profile.
import { demo, expect, login, test } from './fixtures/test.js';

test.describe('profile', () => {
  // Edits a demo account, so it gets a server of its own.
  test.use({ freshServer: true });

  test('shows the operator profile, checks it, saves it and keeps it after a reload', async ({ page }) => {
    await login(page, demo.manager);
    await page.goto('/my/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    const lastName = page.getByLabel('Last name');
    const phone = page.getByLabel('Phone number');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demo.manager);
    await expect(lastName).not.toHaveValue('');

    await lastName.fill('');
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('The format is not valid')).toBeVisible();

    await lastName.fill('Kobayashi');
    await phone.fill('03-1234-5678');
    await page.getByRole('radio', { name: 'Password and a code sent by email' }).check();
    await expect(page.getByLabel('Email for verification codes')).toBeVisible();
    await page.getByLabel('Email for verification codes').fill('codes@fleetdeck.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    await page.reload();
    await expect(lastName).toHaveValue('Kobayashi');
    await expect(phone).toHaveValue('03-1234-5678');
    await expect(page.getByRole('radio', { name: 'Password and a code sent by email' })).toBeChecked();
    await expect(page.getByLabel('Email for verification codes')).toHaveValue('codes@fleetdeck.example');
  });
});
