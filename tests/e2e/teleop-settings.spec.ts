// Teleoperation settings reach the robot (issue 4): command modes 1, 2 and 4 and speed normal/slow
// chosen on screen change what the simulated robot reports (seen on the page and, independently, on
// a system administrator's robot console); thermal colour map and scale position are applied and
// acknowledged; and the red Stop stays on screen when a small window is scrolled.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { holdUntilMoving, openPanel } from './teleop-driving.js';
import { connectScriptedRobot, registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

/** Drives forward until the robot reports `velocity`, then lets go and waits for it to stop. */
async function driveForward(page: Page, velocity: RegExp): Promise<void> {
  await holdUntilMoving(page, 'KeyW', velocity);
  await page.keyboard.up('KeyW');
  await expect(page.getByTestId('status-velocity')).toHaveText(/^0\.00 m\/s, 0\.00 rad\/s$/);
}

test('command modes 1, 2 and 4 and speed slow and normal chosen on screen reach the simulated robot', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const robot = await registerTestRobot(server, 'Mode test robot');
  const sim = await startSimulator(server, robot);
  const adminContext = await browser.newContext({ baseURL: server.url });
  try {
    // A system administrator watches the robot's raw telemetry on the console, apart from the operator's page.
    const consolePage = await adminContext.newPage();
    await login(consolePage, demo.system);
    await consolePage.goto(`/console/${robot.serialNo}`);
    await expect(consolePage.getByTestId('telemetry-connection')).toHaveText('online', { timeout: 15_000 });

    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/3/${robot.serialNo}`);
    await openPanel(page, 'Modes');
    await expect(page.getByRole('radio', { name: 'Mode 3' })).toBeChecked({ timeout: 15_000 });
    await expect(consolePage.getByTestId('telemetry-commandMode')).toHaveText('3');

    // The radio follows what the robot reports, so a checked mode is the robot's mode.
    for (const mode of [1, 2, 4]) {
      await page.getByRole('radio', { name: `Mode ${mode}` }).click();
      await expect(page.getByRole('radio', { name: `Mode ${mode}` })).toBeChecked();
      await expect(consolePage.getByTestId('telemetry-commandMode')).toHaveText(String(mode));
    }

    // Slow scales the robot's driving to 30%: forward is 0.15 m/s instead of 0.50.
    await expect(page.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await page.getByRole('radio', { name: 'Slow' }).click();
    await expect(page.getByRole('radio', { name: 'Slow' })).toBeChecked();
    await expect(consolePage.getByTestId('telemetry-speed')).toHaveText('slow');
    await driveForward(page, /^0\.15 m\/s, 0\.00 rad\/s$/);
    await page.getByRole('radio', { name: 'Normal' }).click();
    await expect(page.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expect(consolePage.getByTestId('telemetry-speed')).toHaveText('normal');
    await driveForward(page, /^0\.50 m\/s, 0\.00 rad\/s$/);
  } finally {
    await adminContext.close();
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

test('thermal colour map and scale position are applied to the robot and stay shown', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Thermal test robot');
  const scripted = await connectScriptedRobot(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online');
    await openPanel(page, 'Thermal');

    const colorMap = page.getByLabel('Colour map');
    const scale = page.getByLabel('Scale position');
    await colorMap.selectOption({ label: 'IR' });
    await scale.selectOption({ label: 'Top (90%)' });
    await page.getByLabel('Area name').fill('gate2');
    await page.getByRole('button', { name: 'Add area' }).click();
    await page.getByRole('button', { name: 'Apply thermal settings' }).click();
    await expect(page.getByText('Thermal settings applied')).toBeVisible();
    const sent = () => scripted.commands.filter((c) => c.name === 'thermal');
    expect(sent()).toEqual([{ name: 'thermal', camera: 'thermal', colorMap: 'ir', scalePosition: 'top', areas: [{ name: 'gate2', x: 0, y: 0, width: 32, height: 32 }] }]);
    // What the robot was told stays on screen after its answer.
    await expect(colorMap).toHaveValue('ir');
    await expect(scale).toHaveValue('top');

    // Changing them again sends the new pair.
    await colorMap.selectOption({ label: 'Mono' });
    await scale.selectOption({ label: 'Bottom (10%)' });
    await page.getByRole('button', { name: 'Apply thermal settings' }).click();
    await expect.poll(() => sent().length).toBe(2);
    expect(sent()[1]).toMatchObject({ colorMap: 'mono', scalePosition: 'bottom' });
    await expect(page.getByText('Thermal settings applied')).toBeVisible();
    await expect(colorMap).toHaveValue('mono');
    await expect(scale).toHaveValue('bottom');
  } finally {
    scripted.close();
    await removeTestRobot(server, robot);
  }
});

test('on a small window the red Stop stays visible and works while the page is scrolled to its end', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Small screen robot');
  const scripted = await connectScriptedRobot(server, robot);
  try {
    await page.setViewportSize({ width: 800, height: 500 });
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online');
    const stop = page.getByRole('button', { name: 'Stop', exact: true });
    await expect(stop).toBeInViewport();

    // Scroll to the last control of the page: the heading leaves the window, Stop does not.
    await openPanel(page, 'Thermal');
    const apply = page.getByRole('button', { name: 'Apply thermal settings' });
    await expect(apply).not.toBeInViewport();
    await apply.scrollIntoViewIfNeeded();
    await expect(apply).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await expect(stop).toBeInViewport({ ratio: 1 });
    // Nothing covers it: a real click lands on it and the robot is told to stop.
    await stop.click();
    await expect.poll(() => scripted.commands.some((c) => c.name === 'stop')).toBe(true);
    await expect(stop).toBeInViewport({ ratio: 1 });
  } finally {
    scripted.close();
    await removeTestRobot(server, robot);
  }
});
