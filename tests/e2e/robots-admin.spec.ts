// Robot administration: list with live status, registration with §5 rules and the one-time credential,
// edit with setting history, credential rotation and the OS update battery rule (spec §2, §3, §5, §8).
import { demo, expect, login, test } from './fixtures/test.js';

test.use({ simRobots: 14 });

test.describe('robot administration', () => {
  test('an organization admin lists, registers, edits and maintains robots', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, demo.orgAdmin);

    // The list holds the organization's robots with their live connection.
    await page.goto('/robot/list');
    const table = page.getByTestId('resource-table-robots');
    await expect(table).toContainText('Lobby Guide 1', { timeout: 30_000 });
    await expect(table).not.toContainText('Floor Cleaner');
    await expect(page.locator('[data-testid="live-status"][data-serial-no="UGO-PRO-0001"]').getByTestId('connection')).toHaveText('Online', { timeout: 15_000 });

    // Registration: §5 rules beside their fields, then the server's duplicate serial number beside its field.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL('/robot/create');
    const name = page.getByLabel(/^Robot name/);
    await name.fill('n'.repeat(41));
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Enter at most 40 characters');
    const revision = page.getByLabel(/^Hardware revision/);
    await revision.fill('12a');
    await revision.blur();
    await expect(revision).toHaveAccessibleDescription(/^Use digits only, at most 3/);
    await revision.fill('7');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel(/^Initial building/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^Initial floor/)).toHaveAccessibleDescription('This field is required');

    const robotName = `Ward Runner ${Date.now().toString(36).slice(-5)}`;
    const serial = `WR-${Date.now().toString(36).toUpperCase()}`;
    await name.fill(robotName);
    await page.getByLabel(/^Serial number/).fill('UGO-PRO-0001');
    await page.getByLabel(/^Model/).selectOption('Nyokkey');
    await page.getByLabel(/^Initial building/).selectOption({ label: 'Aozora Tower' });
    const floor = page.getByLabel(/^Initial floor/);
    await expect(floor.locator('option')).not.toHaveCount(1);
    await floor.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel(/^Serial number/)).toHaveAccessibleDescription(/already/i);

    // The credential is shown once, with a warning and a copy button.
    await page.getByLabel(/^Serial number/).fill(serial);
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('shown only once');
    await expect(dialog.getByTestId('robot-credential')).toHaveValue(/^[A-Za-z0-9_-]{40,}$/);
    await expect(dialog.getByRole('button', { name: 'Copy credential' })).toBeVisible();
    await dialog.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page).toHaveURL(/\/robot\/\d+$/);
    const robotPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('robot-serial-no')).toHaveText(serial);
    await expect(page.getByTestId('robot-live-status').getByTestId('connection')).toHaveText('Offline');

    // An edit is recorded in the setting history: who, which setting, before and after.
    await page.getByLabel(/^Robot name/).fill(`${robotName} B`);
    await page.getByLabel(/^Status/).selectOption({ label: 'Under maintenance' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('shell-alert')).toContainText('Saved');

    // A new credential replaces the old one and is shown once.
    await page.getByRole('button', { name: 'Issue new credential' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue' }).click();
    await expect(page.getByRole('alertdialog').getByTestId('robot-credential')).toHaveValue(/^[A-Za-z0-9_-]{40,}$/);
    await page.getByRole('alertdialog').getByRole('button', { name: 'I have stored it' }).click();

    // §5: no OS update below 20% battery; an offline robot has no known battery, so the model's message shows.
    await page.getByLabel('OS version').fill('3.0.0');
    await page.getByRole('button', { name: 'Update robot OS' }).click();
    await expect(page.getByTestId('os-update-outcome')).toHaveText('The robot OS can be updated only when the battery is at least 20%.');

    await page.getByRole('link', { name: 'Setting history' }).click();
    await expect(page).toHaveURL(`${robotPath}/setting-history`);
    const changes = page.getByTestId('setting-change');
    await expect(changes).toHaveCount(3);
    await expect(changes.nth(0)).toContainText('New credential issued');
    await expect(changes.filter({ hasText: 'Robot name' })).toContainText(`${robotName}${robotName} B`);
    await expect(changes.filter({ hasText: 'Status' })).toContainText('AvailableUnder maintenance');
    await expect(changes.nth(0)).toContainText(demo.orgAdmin);
  });

  test('a general operator may not open robot administration', async ({ page }) => {
    await login(page, demo.operator);
    for (const path of ['/robot/list', '/robot/create', '/robot/1', '/robot/1/setting-history']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });
});
