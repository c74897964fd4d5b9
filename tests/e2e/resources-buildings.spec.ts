// Building screens: list, detail with floors, groups, speech texts, IP allow-list and linkage (spec §2, §3, §5).
import { demo, expect, login, test } from './fixtures/test.js';
import type { Page } from '@playwright/test';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openBuilding(page: Page, name: string): Promise<void> {
  await page.goto('/building/list');
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(page.getByLabel(/^Building name/)).toHaveValue(name);
}

test.describe('buildings', () => {
  test('an organization administrator lists the buildings of their organization only', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/building/list');
    const table = page.getByTestId('resource-table-buildings');
    await expect(table).toContainText('Aozora Tower');
    await expect(table).toContainText('Aozora East Plaza');
    await expect(table).not.toContainText('Hinode Warehouse');
  });

  test('a general operator is sent to /auth/403', async ({ page }) => {
    await login(page, demo.operator);
    for (const path of ['/building/list', '/building/create', '/building/1', '/building/1/floor/create']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/403');
    }
  });

  test('the detail lists real floors, robot groups and flow groups in tabs', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await openBuilding(page, 'Aozora Tower');
    const floors = page.getByTestId('resource-table-floors');
    await expect(floors.locator('tbody tr[data-index] td:first-child')).toHaveText(['2F', '1F', 'B1']);
    await page.getByRole('tab', { name: 'Robot groups' }).click();
    await expect(page.getByTestId('resource-table-robotGroups')).toContainText('Security');
    await page.getByRole('tab', { name: 'Flow groups' }).click();
    await expect(page.getByTestId('resource-table-flowGroups')).toContainText('Night patrol');
  });

  test('building rules show beside their fields: name, IP address, speech text, LiLz linkage', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await openBuilding(page, 'Aozora East Plaza');
    const name = page.getByLabel(/^Building name/);
    await name.fill('');
    await name.blur();
    await expect(name).toHaveAccessibleDescription('This field is required');
    await name.fill('n'.repeat(41));
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Enter at most 40 characters');
    await name.fill('Aozora East Plaza');

    await page.getByRole('button', { name: 'Add IP address' }).click();
    await page.getByRole('button', { name: 'Add speech text' }).click();
    await page.getByLabel('Link with LiLz').check();
    await page.getByLabel(/^IP address 1/).fill('300.1.2.3');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel(/^IP address 1/)).toHaveAccessibleDescription('The format is not valid');
    await expect(page.getByLabel(/^Speech text 1/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^LiLz: Access token/)).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel(/^LiLz: Management unit ID/)).toHaveAccessibleDescription('This field is required');

    await page.getByLabel(/^IP address 1/).fill('203.0.113.0/24');
    await page.getByLabel(/^Speech text 1/).fill('Welcome to the plaza');
    await page.getByLabel(/^LiLz: Access token/).fill('lilz-token');
    await page.getByLabel(/^LiLz: Management unit ID/).fill('unit-7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^IP address 1/)).toHaveValue('203.0.113.0/24');
    await expect(page.getByLabel(/^Speech text 1/)).toHaveValue('Welcome to the plaza');
    await expect(page.getByLabel('Link with LiLz')).toBeChecked();
    // The token is write-only: never shown again, and a blank field keeps the saved one.
    await expect(page.getByLabel(/^LiLz: Access token/)).toHaveValue('');
    await expect(page.getByLabel(/^LiLz: Access token/)).toHaveAccessibleDescription('Set — leave blank to keep the saved value');
    await expect(page.locator('body')).not.toContainText('lilz-token');
    await page.getByLabel(/^LiLz: Management unit ID/).fill('unit-8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
  });

  test('a floor is created with its rules checked, edited and deleted', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await openBuilding(page, 'Aozora Tower');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL((url) => /^\/building\/\d+\/floor\/create$/.test(url.pathname));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByLabel(/^Floor name/)).toHaveAccessibleDescription('This field is required');
    await page.getByLabel(/^Floor name/).fill('f'.repeat(41));
    await page.getByLabel(/^Floor name/).blur();
    await expect(page.getByLabel(/^Floor name/)).toHaveAccessibleDescription('Enter at most 40 characters');

    const floor = unique('R');
    await page.getByLabel(/^Floor name/).fill(floor);
    await page.getByRole('spinbutton', { name: 'Floor', exact: true }).fill('3');
    await page.getByLabel(/^Floor type/).selectOption({ label: 'Office' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/building\/\d+\/floor\/\d+$/.test(url.pathname));

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => /^\/building\/\d+$/.test(url.pathname));
    await expect(page.getByTestId('resource-table-floors')).not.toContainText(floor);
  });

  test('robot and flow groups: name required and at most 40, then created', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await openBuilding(page, 'Aozora Tower');
    for (const [tab, table] of [['Robot groups', 'robotGroups'], ['Flow groups', 'flowGroups']] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: 'Create' }).click();
      const name = page.getByLabel(/^Group name/);
      await name.fill('g'.repeat(41));
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(name).toHaveAccessibleDescription('Enter at most 40 characters');
      const group = unique('G');
      await name.fill(group);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(page).toHaveURL((url) => /\/(robot|flow)-group\/\d+$/.test(url.pathname));
      await page.goBack();
      await page.goBack();
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId(`resource-table-${table}`)).toContainText(group);
    }
  });
});
