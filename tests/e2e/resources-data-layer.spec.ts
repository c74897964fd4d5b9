// The SDK's data layer seen from the browser: a saved record shows in its list without a reload,
// and a list's page, sort and search live in the URL, so Back and reload bring them back (issue 14).
import { demo, expect, login, test } from './fixtures/test.js';
import type { Page } from '@playwright/test';

/** Marks the page's JavaScript context; the mark is gone after any full reload. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { fleetdeckNoReload: true }));
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { fleetdeckNoReload?: boolean }).fleetdeckNoReload === true);
}

test.describe('data layer', () => {
  // Each test writes devices; a server of its own keeps other specs' device lists as they expect.
  test.use({ freshServer: true });

  test('saving a record refreshes the list that shows it, without a reload', async ({ page }) => {
    await login(page, demo.orgAdmin);
    await page.goto('/device/list');
    const table = page.getByTestId('resource-table-devices');
    await expect(table).toContainText('Lobby temperature sensor');
    await markPage(page);

    await page.getByRole('link', { name: 'Edit: Lobby temperature sensor' }).click();
    await expect(page.getByLabel(/^Device name/)).toHaveValue('Lobby temperature sensor');
    await page.getByLabel(/^Device name/).fill('Lobby climate sensor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/device\/list$/);
    await expect(table).toContainText('Lobby climate sensor');
    await expect(table).not.toContainText('Lobby temperature sensor');
    expect(await stillSamePage(page)).toBe(true);

    // Deleting from the edit screen leaves for the list, which no longer shows the record.
    await page.getByRole('link', { name: 'Edit: Lobby climate sensor' }).click();
    // The list's rows have Delete buttons too: act only once the edit screen is shown.
    await expect(page.getByLabel(/^Device name/)).toHaveValue('Lobby climate sensor');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/device\/list$/);
    await expect(table).not.toContainText('Lobby climate sensor');
    expect(await stillSamePage(page)).toBe(true);
  });

  test('Back and reload restore a list\u2019s page, sort and search', async ({ page, server, apiLogin }) => {
    const token = await apiLogin(demo.orgAdmin);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const buildings = (await (await fetch(`${server.url}/api/buildings`, { headers })).json()) as Array<{ id: number; name: string }>;
    const building = buildings.find((b) => b.name === 'Aozora Tower');
    if (!building) throw new Error('the demo building Aozora Tower is missing');
    // 60 probes: with 50 rows a page, the search finds two pages of them.
    for (let n = 1; n <= 60; n += 1) {
      const body = { type: 1, name: `Probe ${String(n).padStart(2, '0')}`, buildingId: building.id };
      const response = await fetch(`${server.url}/api/devices`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status).toBe(201);
    }

    await login(page, demo.orgAdmin);
    await page.goto('/device/list');
    const table = page.getByTestId('resource-table-devices');
    await expect(table).toContainText('Lobby temperature sensor');
    const pager = page.getByRole('navigation', { name: 'Pagination' });

    await page.getByRole('searchbox', { name: 'Search' }).fill('Probe');
    await expect(pager).toContainText('60 records');
    await pager.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect(pager).toContainText('Page 1 of 2');
    await table.getByRole('button', { name: 'Device name' }).click();
    await expect(table.locator('tbody tr[data-index] td:first-child').first()).toHaveText('Probe 60');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager).toContainText('Page 2 of 2');
    await expect(table.locator('tbody tr[data-index] td:first-child').first()).toHaveText('Probe 10');
    const listUrl = page.url();
    expect(new URL(listUrl).searchParams.get('q')).toBe('Probe');

    await page.getByRole('link', { name: 'Edit: Probe 10' }).click();
    await expect(page.getByLabel(/^Device name/)).toHaveValue('Probe 10');
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(pager).toContainText('Page 2 of 2');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Probe');
    await expect(table.getByRole('columnheader', { name: 'Device name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(table.locator('tbody tr[data-index] td:first-child').first()).toHaveText('Probe 10');

    await page.reload();
    await expect(pager).toContainText('Page 2 of 2');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Probe');
    await expect(table.locator('tbody tr[data-index] td:first-child').first()).toHaveText('Probe 10');
  });
});
