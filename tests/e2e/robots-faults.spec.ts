// Faults that cannot be missed (issue 15 item 1) and the robot control layout (item 13): a robot's
// rolled-up condition colours its card, heads the list and leads the sort; the header counts robot
// faults in every building and toasts new ones; the header's building choice filters the robot and
// device lists; the grid fills the screen and the Japanese serial and model line is not cut.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { connectScriptedRobot, registerTestRobot, removeTestRobot, type ScriptedRobot, type TestRobot } from './teleop-robots.js';

const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });
const counter = (page: Page): Locator => page.getByRole('banner').getByTestId('fault-counter');

/** Chooses an organization and one of its buildings in the header (the header lists the chosen organization's buildings). */
async function chooseHeaderBuilding(page: Page, organization: string, building: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByLabel('Organization').selectOption({ label: organization });
  await header.getByLabel('Building').selectOption({ label: building });
}

/** Presses (or releases) the robot's emergency stop, as the robot reports it: the event, then telemetry. */
function emergencyStop(robot: ScriptedRobot, pressed: boolean): void {
  robot.event({ level: pressed ? 9 : 0, kind: 'robotError', code: 'EMERGENCY_STOP', active: pressed });
  robot.set({ errors: pressed ? ['EMERGENCY_STOP'] : [] });
}

/** Whether an element's text fits its box (nothing cut off by overflow). */
async function fits(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1);
}

/** The colour of a card's left band, as [r, g, b]. */
async function bandColour(locator: Locator): Promise<number[]> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).borderLeftColor);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

test.describe('robot faults', () => {
  const robots: TestRobot[] = [];
  const links: ScriptedRobot[] = [];

  test.afterEach(async ({ server }) => {
    for (const link of links.splice(0)) link.close();
    for (const robot of robots.splice(0)) await removeTestRobot(server, robot).catch(() => undefined);
  });

  test('an emergency stop or error colours the card, leads the sort and the list, and is toasted and counted in the header', async ({ page, server }) => {
    test.setTimeout(120_000);
    const tag = Date.now() % 100000;
    // Named so that by name the healthy robot would come first: the condition sort must put the faults before it.
    const healthy = await registerTestRobot(server, `A Fault Watch ${tag}`);
    const stopped = await registerTestRobot(server, `B Fault Watch ${tag}`);
    const already = await registerTestRobot(server, `C Fault Watch ${tag}`);
    robots.push(healthy, stopped, already);
    const healthyLink = await connectScriptedRobot(server, healthy);
    const stoppedLink = await connectScriptedRobot(server, stopped);
    // Stopped before the console opens: counted, never toasted.
    const alreadyLink = await connectScriptedRobot(server, already, { errors: ['EMERGENCY_STOP'] });
    links.push(healthyLink, stoppedLink, alreadyLink);

    await login(page, demo.orgAdmin);
    await page.goto('/robot/control');
    await expect(card(page, healthy.name).getByTestId('robot-condition')).toHaveText('Available', { timeout: 30_000 });
    await expect(card(page, already.name)).toHaveAttribute('data-condition', 'emergencyStop');
    await expect(counter(page)).toHaveAccessibleName('1 robot fault');
    await expect(page.getByTestId('fault-toast')).toHaveCount(0);

    // The emergency stop is pressed: the card turns red and says so everywhere, and the connection is no longer a green "all well".
    const availableBand = await bandColour(card(page, healthy.name));
    emergencyStop(stoppedLink, true);
    const mine = card(page, stopped.name);
    await expect(mine).toHaveAttribute('data-condition', 'emergencyStop');
    await expect(mine.getByTestId('robot-condition')).toHaveText('Emergency stop');
    await expect(mine.getByTestId('robot-status')).toHaveText('Emergency stop');
    await expect(mine.getByTestId('robot-status')).not.toHaveText('Available');
    await expect(mine.getByTestId('connection')).toHaveText('Online');
    const [red = 0, green = 0, blue = 0] = await bandColour(mine);
    expect(red).toBeGreaterThan(green + 60);
    expect(red).toBeGreaterThan(blue + 60);
    expect([red, green, blue]).not.toEqual(availableBand);
    const connectionBackground = await mine.getByTestId('connection').evaluate((element) => getComputedStyle(element).backgroundColor);
    const [cr = 0, cg = 0, cb = 0] = (connectionBackground.match(/\d+/g) ?? []).map(Number);
    expect(cg > cr + 30 && cg > cb + 30, `the Online badge is not green (${connectionBackground})`).toBe(false);

    // A toast names the robot and its fault; the header counts both stopped robots and links to them.
    const toast = page.getByTestId('fault-toast').filter({ hasText: stopped.name });
    await expect(toast).toContainText(`Emergency stop: ${stopped.name}`);
    await expect(toast).toContainText('Emergency stop button is pressed');
    await expect(page.getByTestId('fault-toast').filter({ hasText: already.name })).toHaveCount(0);
    await expect(counter(page)).toHaveAccessibleName('2 robot faults');

    // Worst first by default: both stopped robots before the healthy one (whose name sorts first).
    const cards = page.getByTestId('robot-card');
    const order = async () => (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).filter((name) => name?.endsWith(` ${tag}`));
    await expect.poll(order).toEqual([stopped.name, already.name, healthy.name]);

    // An error outranks an emergency stop: it moves to the top and is toasted as an error.
    alreadyLink.event({ level: 9, kind: 'robotError', code: 'HARDWARE_ERROR', active: true });
    alreadyLink.set({ errors: ['EMERGENCY_STOP', 'HARDWARE_ERROR'] });
    await expect(card(page, already.name).getByTestId('robot-condition')).toHaveText('Error');
    await expect.poll(order).toEqual([already.name, stopped.name, healthy.name]);
    await expect(page.getByTestId('fault-toast').filter({ hasText: `Error: ${already.name}` })).toContainText('Hardware error');

    // List view: the condition is the first column, shown whole.
    await page.getByRole('button', { name: 'List' }).click();
    const table = page.getByTestId('robot-table');
    await expect(table.locator('th').first()).toHaveText('Condition');
    const row = page.getByTestId('robot-row').filter({ hasText: stopped.name });
    const firstCell = row.locator('td').first();
    await expect(firstCell.getByTestId('robot-condition')).toHaveText('Emergency stop');
    expect(await fits(firstCell.getByTestId('robot-condition'))).toBe(true);
    expect(await fits(firstCell)).toBe(true);
    await expect(row.getByTestId('robot-status')).toContainText('Emergency stop');
    const rowOrder = async () => (await page.getByTestId('robot-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-serial-no'))))
      .filter((serial) => [healthy, stopped, already].some((r) => r.serialNo === serial));
    await expect.poll(rowOrder).toEqual([already.serialNo, stopped.serialNo, healthy.serialNo]);

    // The counter covers every building: with another building chosen in the header it still lists both, with links.
    await chooseHeaderBuilding(page, 'Aozora Facilities East', 'Aozora East Plaza');
    await expect(counter(page)).toHaveAccessibleName('2 robot faults');
    await counter(page).click();
    const list = page.getByTestId('fault-list');
    await expect(list.getByRole('link')).toHaveText([`Error: ${already.name}`, `Emergency stop: ${stopped.name}`]);
    await expect(list.getByRole('link', { name: `Emergency stop: ${stopped.name}` })).toHaveAttribute('href', `/robot/${stopped.id}/activity`);
    await list.getByRole('link', { name: `Emergency stop: ${stopped.name}` }).click();
    await expect(page).toHaveURL(`/robot/${stopped.id}/activity`);

    // Released and reset: the robot is available again and leaves the counter.
    emergencyStop(stoppedLink, false);
    alreadyLink.set({ errors: [] });
    await expect(counter(page)).toHaveAccessibleName('No robot faults');
  });

  test('in Japanese the condition, the counter and the whole serial and model line show', async ({ page, server }) => {
    test.setTimeout(90_000);
    const robot = await registerTestRobot(server, `日本語の長い名前のロボット ${Date.now() % 100000}`);
    robots.push(robot);
    const link = await connectScriptedRobot(server, robot);
    links.push(link);
    await page.addInitScript(() => localStorage.setItem('user-language', 'ja'));
    await login(page, demo.operator);
    await page.goto('/robot/control');
    const mine = card(page, robot.name);
    await expect(mine.getByTestId('robot-condition')).toHaveText('利用可能', { timeout: 30_000 });
    // The header's fault watch starts once the page's code has loaded and the browser has been idle
    // (up to 2 s later); a fault it first sees is counted, not toasted. Its counter shows it is on.
    await expect(counter(page)).toHaveAccessibleName(/^ロボットの異常/);
    emergencyStop(link, true);
    await expect(mine.getByTestId('robot-condition')).toHaveText('非常停止');
    await expect(mine.getByTestId('robot-status')).toHaveText('非常停止');
    await expect(counter(page)).toHaveAccessibleName(/^ロボットの異常 \d+ 件$/);
    await expect(page.getByTestId('fault-toast').filter({ hasText: robot.name })).toContainText('非常停止ボタンが押されています');
    // Every card's serial, model and building line is shown whole, and the card's links still fit below it.
    const metas = page.getByTestId('robot-meta');
    await expect(metas.first()).toBeVisible();
    for (const meta of await metas.all()) expect(await fits(meta)).toBe(true);
    for (const each of await page.getByTestId('robot-card').all()) {
      const [cardBox, linksBox] = [await each.boundingBox(), await each.getByRole('link').last().boundingBox()];
      expect(linksBox && cardBox && linksBox.y + linksBox.height <= cardBox.y + cardBox.height).toBe(true);
    }
  });
});

test.describe('robot control layout and the header building', () => {
  test('the grid fills the height under the toolbar, with no empty band below it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, demo.system);
    await page.goto('/robot/control');
    const grid = page.getByTestId('robot-grid');
    await expect(grid).toBeVisible({ timeout: 30_000 });
    // The grid reaches the bottom of the window, less the page's padding.
    await expect.poll(async () => Math.round((await grid.boundingBox())?.height ?? 0) + Math.round((await grid.boundingBox())?.y ?? 0)).toBeGreaterThan(900 - 40);
    const bottom = ((await grid.boundingBox())?.y ?? 0) + ((await grid.boundingBox())?.height ?? 0);
    expect(bottom).toBeLessThanOrEqual(900);
    await page.setViewportSize({ width: 1440, height: 1200 });
    await expect.poll(async () => ((await grid.boundingBox())?.y ?? 0) + ((await grid.boundingBox())?.height ?? 0)).toBeGreaterThan(1200 - 40);
  });

  test('the building chosen in the header filters robot control, the robot list and the device list', async ({ page, server }) => {
    test.setTimeout(90_000);
    const namesIn = (building: string) =>
      (server.sql.all('SELECT r.name FROM robots r JOIN buildings b ON b.id = r.building_id WHERE b.name = ?', building) as Array<{ name: string }>).map((r) => r.name);
    const tower = namesIn('Aozora Tower');
    const plaza = namesIn('Aozora East Plaza');
    expect(tower.length).toBeGreaterThan(0);
    expect(plaza.length).toBeGreaterThan(0);

    await login(page, demo.orgAdmin);
    const header = page.getByRole('banner');
    await page.goto('/robot/control');
    await chooseHeaderBuilding(page, 'Aozora Facilities East', 'Aozora East Plaza');
    await expect(page.getByRole('search').getByLabel('Building')).toHaveValue(/^\d+$/);
    const cards = page.getByTestId('robot-card');
    await expect(cards).toHaveCount(plaza.length, { timeout: 30_000 });
    for (const text of await cards.getByTestId('robot-meta').allTextContents()) expect(text).toContain('Aozora East Plaza');

    await page.goto('/robot/list');
    const robotTable = page.getByTestId('resource-table-robots');
    await expect(robotTable).toContainText(plaza[0] ?? '');
    for (const name of tower) await expect(robotTable).not.toContainText(name);
    await chooseHeaderBuilding(page, 'Aozora Facilities', 'Aozora Tower');
    await expect(robotTable).toContainText(tower[0] ?? '');
    for (const name of plaza) await expect(robotTable).not.toContainText(name);

    await page.goto('/device/list');
    const devices = page.getByTestId('resource-table-devices');
    await expect(devices).toContainText('Lobby temperature sensor');
    await expect(devices).not.toContainText('Plaza CO2 sensor');
    await chooseHeaderBuilding(page, 'Aozora Facilities East', 'Aozora East Plaza');
    await expect(devices).toContainText('Plaza CO2 sensor');
    await expect(devices).not.toContainText('Lobby temperature sensor');
    await header.getByLabel('Building').selectOption({ label: 'All buildings' });
    await expect(devices).toContainText('Lobby temperature sensor');
    await expect(devices).toContainText('Plaza CO2 sensor');
  });
});
