// robot/control with a fleet far larger than a screen (issue 4: large fleets stay smooth): only a
// screenful of cards or rows is in the DOM, and scrolling reaches the last robot.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

const FLEET = 200;
// A 1280x800 window shows a few rows of cards or about a dozen table rows; with overscan the
// DOM holds well under this many.
const SCREENFUL = 60;

test.use({ simRobots: FLEET });

async function scrollToEnd(scroller: Locator): Promise<void> {
  await scroller.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
}

async function lastByName(page: Page, names: string[]): Promise<string> {
  // The page sorts by name with a numeric, case-insensitive collation ("Simulated 9" before "Simulated 10").
  return page.evaluate((all) => [...all].sort(new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare).at(-1) ?? '', names);
}

test.describe('robot control with a large fleet', () => {
  test('grid and list keep only a screenful in the DOM and scroll to the last robot', async ({ page, server }) => {
    test.setTimeout(150_000);
    const names = (server.sql.all('SELECT name FROM robots') as Array<{ name: string }>).map((r) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(FLEET);
    await login(page, demo.system);
    await page.goto('/robot/control');
    await expect(page.getByTestId('robot-count')).toHaveText(`${names.length} of ${names.length} robots`, { timeout: 30_000 });
    // Worst condition first is the default order; name order makes the last robot known beforehand.
    await page.getByRole('search').getByLabel('Sort by').selectOption('name');
    const last = await lastByName(page, names);

    const cards = page.getByTestId('robot-card');
    await expect(cards.first()).toBeVisible();
    const drawnCards = await cards.count();
    expect(drawnCards).toBeGreaterThan(0);
    expect(drawnCards).toBeLessThan(SCREENFUL);
    await expect(page.getByRole('article', { name: last, exact: true })).toHaveCount(0);
    await scrollToEnd(page.getByTestId('robot-grid'));
    await expect(page.getByRole('article', { name: last, exact: true })).toBeVisible();
    expect(await cards.count()).toBeLessThan(SCREENFUL);

    await page.getByRole('button', { name: 'List' }).click();
    const rows = page.getByTestId('robot-row');
    await expect(rows.first()).toBeVisible();
    const drawnRows = await rows.count();
    expect(drawnRows).toBeGreaterThan(0);
    expect(drawnRows).toBeLessThan(SCREENFUL);
    const lastRow = rows.filter({ has: page.getByText(last, { exact: true }) });
    await scrollToEnd(page.getByTestId('robot-table'));
    await expect(lastRow).toBeVisible();
    expect(await rows.count()).toBeLessThan(SCREENFUL);
  });
});
