// Organization screens (spec §2 admin routes, §5 organization rules, §6 roles) through the real console and server.
import { demo, expect, login, mainMenu, test } from './fixtures/test.js';
import type { Page } from '@playwright/test';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * The organization names the list shows once it has settled. While a list reads (first load, or a
 * cached or previous page shown while the new one loads) its table is aria-busy and may show only
 * the loading row, whose cell is no record: wait until it is not busy and shows records or says
 * there are none.
 */
async function rowNames(page: Page): Promise<string[]> {
  const scroller = page.getByTestId('resource-table-organizations');
  await expect(scroller.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  const rows = scroller.locator('tbody tr[data-index]');
  await expect(rows.first().or(scroller.getByText('No records found'))).toBeVisible();
  return rows.locator('td:nth-child(2)').allInnerTexts();
}

test.describe('organizations', () => {
  test('a system admin lists the seeded organizations and sorts them on the server', async ({ page }) => {
    await login(page, demo.system);
    await mainMenu(page).getByRole('link', { name: 'Organizations' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/organization/list');
    await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
    const ascending = await rowNames(page);
    expect(ascending).toEqual(expect.arrayContaining(['Aozora Facilities', 'Hinode Logistics', 'Fleetdeck Management']));
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    const header = page.getByRole('columnheader', { name: /Organization name/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const listCall = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/organizations' && (url.searchParams.get('filter') ?? '').includes('name DESC');
    });
    await header.getByRole('button').click();
    await listCall;
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await rowNames(page))[0]).toBe([...ascending].sort((a, b) => b.localeCompare(a))[0]);
  });

  test('search filters the list through the server', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/organization/list');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Aozora');
    await expect.poll(() => rowNames(page)).toEqual(['Aozora Facilities', 'Aozora Facilities East']);
    await expect(page.getByText('2 records')).toBeVisible();
  });

  test('an organization administrator sees only organizations in their scope and cannot create one', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/organization/list');
    const names = await rowNames(page);
    expect(names).toContain('Aozora Facilities');
    expect(names).not.toContain('Hinode Logistics');
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    await page.goto('/organization/create');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
  });

  test('a general operator is sent to /auth/403', async ({ page }) => {
    await login(page, demo.operator);
    for (const path of ['/organization/list', '/organization/1', '/organization/1/child-org-and-tag']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('create shows each rule beside its field, the unique name after submit, then saves and deletes', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/organization/create');
    const name = page.getByLabel(/^Organization name/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^Type/)).toHaveAccessibleDescription('This field is required');

    await name.fill('x'.repeat(49));
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Enter at most 48 characters');

    // Unique names are a server rule: the message arrives after submit, beside the field.
    await name.fill('aozora facilities');
    await page.getByLabel(/^Type/).selectOption({ label: 'User company' });
    await page.getByRole('combobox', { name: 'Parent organization', exact: true }).selectOption({ label: 'Fleetdeck Robotics Agency' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(name).toHaveAccessibleDescription('This name is already in use');

    const fresh = unique('E2E Org');
    await name.fill(fresh);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+$/.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Organization: ${fresh}`);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(fresh);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/organization/list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(fresh);
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('edit saves the ugo Lab flag and guards unsaved changes when leaving', async ({ page }) => {
    await login(page, demo.system);
    await page.goto('/organization/list');
    await page.getByRole('link', { name: 'Edit: Kirameki Maintenance' }).click();
    await expect(page.getByLabel(/^Organization name/)).toHaveValue('Kirameki Maintenance');

    await page.getByLabel(/^City/).fill('Kawasaki');
    await mainMenu(page).getByRole('link', { name: 'Buildings' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByLabel(/^City/)).toHaveValue('Kawasaki');
    expect(new URL(page.url()).pathname).toMatch(/^\/organization\/\d+$/);

    await page.getByLabel('ugo Lab (beta features)').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('ugo Lab (beta features)')).toBeChecked();
    await expect(page.getByLabel(/^City/)).toHaveValue('Kawasaki');

    await page.getByLabel(/^City/).fill('Yokohama');
    await mainMenu(page).getByRole('link', { name: 'Buildings' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard and leave' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/building/list');
  });

  test('notification targets: chat-service settings are required, an e-mail target is saved', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/organization/list');
    await page.getByRole('link', { name: 'Edit: Aozora Facilities', exact: true }).click();
    await page.getByRole('button', { name: 'Add notification target' }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+\/notif-target\/create$/.test(url.pathname));

    await page.getByLabel(/^Notification type/).selectOption({ label: 'elgana' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    for (const label of [/^Room/, /^Chat-bot login ID/, /^Space ID/]) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription('This field is required');
    }

    await page.getByLabel(/^Notification type/).selectOption({ label: 'Email' });
    const address = `alerts-${Date.now()}@aozora.example`;
    await page.getByLabel(/^Address or webhook URL/).fill(address);
    await page.getByLabel(/^Notification level/).selectOption({ label: 'Warning' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+$/.test(url.pathname));
    await expect(page.getByRole('table', { name: 'Notification targets' })).toContainText(address);
  });

  test('notification targets: a saved chat-service password is never shown and a blank field keeps it', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/organization/list');
    await page.getByRole('link', { name: 'Edit: Aozora Facilities', exact: true }).click();
    await page.getByRole('button', { name: 'Add notification target' }).click();
    const secret = `chat-Secret-${Date.now()}`;
    const room = unique('ops-room');
    await page.getByLabel(/^Notification type/).selectOption({ label: 'elgana' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('This field is required');
    await page.getByLabel(/^Room/).fill(room);
    await page.getByLabel(/^Chat-bot login ID/).fill('fleet-bot');
    await page.getByLabel(/^Password/).fill(secret);
    await page.getByLabel(/^Space ID/).fill('space-1');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+$/.test(url.pathname));
    const row = page.getByRole('table', { name: 'Notification targets' }).getByRole('row').filter({ hasText: room });
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel(/^Room/)).toHaveValue(room);
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Set — leave blank to keep the saved password');
    await expect(page.locator('body')).not.toContainText(secret);
    await page.getByLabel(/^Space ID/).fill('space-2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+$/.test(url.pathname));
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel(/^Space ID/)).toHaveValue('space-2');
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Set — leave blank to keep the saved password');
    await page.getByRole('button', { name: 'Delete notification target' }).click();
    await expect(page).toHaveURL((url) => /^\/organization\/\d+$/.test(url.pathname));
  });

  test('child organizations and account tags: the tag needs every field, then is added', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/organization/list');
    await page.getByRole('link', { name: 'Edit: Aozora Facilities', exact: true }).click();
    await page.getByRole('link', { name: 'Child organizations and account tags' }).click();
    await expect(page.getByTestId('resource-table-organizations')).toContainText('Aozora Facilities East');

    await page.getByRole('button', { name: 'Add account tag' }).click();
    await expect(page.getByLabel(/^Tag name/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^Managed target/)).toHaveAccessibleDescription('This field is required');

    const tag = unique('Night team');
    await page.getByLabel(/^Tag name/).fill(tag);
    await page.getByRole('combobox', { name: 'Manager', exact: true }).selectOption({ index: 1 });
    await page.getByLabel(/^Target type/).selectOption({ label: 'Building' });
    await page.getByLabel(/^Managed target/).selectOption({ label: 'Aozora Tower' });
    await page.getByRole('button', { name: 'Add account tag' }).click();
    await expect(page.getByRole('table', { name: 'Account tags' })).toContainText(tag);
  });
});
