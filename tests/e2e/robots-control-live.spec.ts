// robot/control follows what administrators do to robots while it is open (spec §4 robot status;
// issue 4): a status set through the API and a deletion show without a reload.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test, type TestServer } from './fixtures/test.js';
import { connectScriptedRobot, registerTestRobot, removeTestRobot, type TestRobot } from './teleop-robots.js';

const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

/** Sets the §4 status of a robot as the organization administrator would in its form. */
async function registerStatus(server: TestServer, robot: TestRobot, status: 0 | 1 | 2 | 9): Promise<void> {
  const token = await server.apiLogin(demo.orgAdmin);
  const response = await fetch(`${server.url}/api/robots/${robot.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

test.describe('robot control, live administration', () => {
  test('a robot marked under maintenance or in repair shop shows so and leaves "Available only"; a deleted one leaves the page', async ({ page, server }) => {
    const robot = await registerTestRobot(server, `Status Watch ${Date.now() % 100000}`);
    // A robot that reports itself available (status 1, full battery, no error, no flow) all along.
    const reporting = await connectScriptedRobot(server, robot);
    try {
      await login(page, demo.operator);
      await page.goto('/robot/control');
      // Set once the page is up: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const mine = card(page, robot.name);
      await expect(mine.getByTestId('connection')).toHaveText('Online', { timeout: 30_000 });
      await expect(mine.getByTestId('robot-status')).toHaveText('Available');
      const toolbar = page.getByRole('search');
      await toolbar.getByLabel('Available only').check();
      await expect(mine).toBeVisible();

      await registerStatus(server, robot, 2);
      await expect(mine).toHaveCount(0);
      await toolbar.getByLabel('Available only').uncheck();
      await expect(mine.getByTestId('robot-status')).toHaveText('Under maintenance');
      await page.getByRole('button', { name: 'List' }).click();
      const row = page.getByTestId('robot-row').filter({ has: page.getByText(robot.name, { exact: true }) });
      await expect(row.getByTestId('robot-status')).toHaveText('Under maintenance');
      await registerStatus(server, robot, 9);
      await expect(row.getByTestId('robot-status')).toHaveText('In repair shop');
      await page.getByRole('button', { name: 'Grid' }).click();

      // Back in service: available again, in the filter too.
      await registerStatus(server, robot, 1);
      await expect(mine.getByTestId('robot-status')).toHaveText('Available');
      await toolbar.getByLabel('Available only').check();
      await expect(mine).toBeVisible();
      await toolbar.getByLabel('Available only').uncheck();

      const count = page.getByTestId('robot-count');
      const before = Number(/of (\d+) robots/.exec((await count.textContent()) ?? '')?.[1]);
      await removeTestRobot(server, robot);
      await expect(mine).toHaveCount(0);
      await expect(count).toHaveText(`${before - 1} of ${before - 1} robots`);
      // The page stayed the same document throughout: everything above arrived live.
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      reporting.close();
    }
  });
});
