// Driving a simulated robot from app/tele-ope (issue 4): camera with latency, keyboard driving with
// the dead-man stream, release and Stop, speech, photo, flows, thermal area rules, and the lock
// when the camera goes stale. The robot is a real fleetdeck-sim process on the real gateway.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { watchRobotReports } from './fixtures/robotReports.js';
import { holdUntilMoving, openPanel } from './teleop-driving.js';
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

/** Reads the pose shown in the status bar as numbers. */
async function pose(page: Page): Promise<{ x: number; y: number }> {
  const text = (await page.getByTestId('status-pose').textContent()) ?? '';
  const match = /x (-?[\d.]+) m, y (-?[\d.]+) m/.exec(text);
  if (!match) throw new Error(`no pose in "${text}"`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

const moved = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

async function expectStill(velocity: Locator): Promise<void> {
  await expect(velocity).toHaveText(/^0\.00 m\/s, 0\.00 rad\/s$/);
}

test('an operator drives a simulated robot with the keyboard, stops it, speaks, records, runs a flow, sets thermal areas, and sees it go offline and come back with its simulator', async ({ page, server }) => {
  test.setTimeout(150_000);
  const robot = await registerTestRobot(server, 'Teleop test robot');
  let sim = await startSimulator(server, robot);
  const reports = watchRobotReports(page, robot.serialNo);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/3/${robot.serialNo}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teleoperation: Teleop test robot' })).toBeVisible();

    // Camera frames arrive with a latency figure; the route's mode 3 becomes the robot's mode.
    await expect(page.getByRole('img', { name: 'Camera view of Teleop test robot' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('camera-latency')).toHaveText(/^Latency \d+ ms$/);
    await openPanel(page, 'Modes');
    await expect(page.getByRole('radio', { name: 'Mode 3' })).toBeChecked();
    await expect(page.getByTestId('overlay-mode')).toHaveText('Mode 3');
    await openPanel(page, 'Status');
    await expect(page.getByTestId('drive-state')).toHaveText('Ready to drive: hold a key or button.');
    for (const shortcut of ['W or ↑: forward', 'Space or Esc: stop at once']) await expect(page.getByText(shortcut)).toBeVisible();

    // Hold W: the robot drives and its pose changes; release: it stops and stays put.
    const velocity = page.getByTestId('status-velocity');
    const before = await pose(page);
    await holdUntilMoving(page, 'KeyW', /^0\.50 m\/s/);
    await expect(page.getByTestId('drive-state')).toHaveText('Driving');
    await expect.poll(async () => moved(await pose(page), before), { timeout: 5_000 }).toBeGreaterThan(0.3);
    await page.keyboard.up('KeyW');
    await expectStill(velocity);
    const stopped = await pose(page);
    // The robot reports at least once a second: the next two reports find it where it stopped.
    for (let i = 0; i < 2; i++) expect(moved((await reports.next()).pose, stopped)).toBeLessThan(0.05);
    expect(moved(await pose(page), stopped)).toBeLessThan(0.05);

    // Hold W again and press the red Stop: the robot stops although the key is still down.
    await holdUntilMoving(page, 'KeyW', /^0\.50 m\/s/);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expectStill(velocity);
    await page.keyboard.up('KeyW');
    // Space stops too, from the keyboard alone.
    await holdUntilMoving(page, 'ArrowLeft', /^0\.00 m\/s, 1\.00 rad\/s$/);
    await page.keyboard.press('Space');
    await expectStill(velocity);
    await page.keyboard.up('ArrowLeft');
    // The on-screen buttons drive while held by the pointer and stop on release.
    await expect(async () => {
      await page.mouse.up();
      await expect(page.getByTestId('drive-state')).toHaveText('Ready to drive: hold a key or button.');
      await page.getByRole('button', { name: 'Forward' }).hover();
      await page.mouse.down();
      await expect(velocity).toHaveText(/^0\.50 m\/s, 0\.00 rad\/s$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.mouse.up();
    await expectStill(velocity);

    // Speech is acknowledged once spoken.
    await openPanel(page, 'Speech');
    await page.getByLabel('Speech text').fill('Hello from the console');
    await page.getByLabel('Voice').selectOption('ja-male');
    await page.getByRole('button', { name: 'Speak' }).click();
    await expect(page.getByText('Spoken: "Hello from the console"')).toBeVisible();

    // A photo answers with its camera.
    await openPanel(page, 'Photo and video');
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByText(/^Photo taken with Front \(v1\) at/)).toBeVisible();

    // Video recording walks through the long-time recording states the robot reports.
    const recording = page.getByTestId('recording-state');
    await page.getByRole('button', { name: 'Start video' }).click();
    await expect(recording).toHaveText('Long-time recording: Recording');
    await page.getByRole('button', { name: 'Stop video' }).click();
    await expect(recording).toHaveText('Long-time recording: Not recording');

    // Call-in mode follows what the robot reports.
    await openPanel(page, 'Modes');
    await page.getByRole('radio', { name: 'Calling customer' }).click();
    await expect(page.getByRole('radio', { name: 'Calling customer' })).toBeChecked();

    // A registered flow of the building starts; a second start is refused with the §8 message; then it stops.
    await openPanel(page, 'Flow');
    await page.getByRole('combobox', { name: 'Flow to start' }).click();
    await page.getByRole('option', { name: 'Lobby guide' }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByTestId('status-flow')).toContainText('Lobby guide');
    await page.getByRole('button', { name: 'Start flow' }).click();
    await openPanel(page, /^Notices/);
    await expect(page.getByTestId('robot-notices')).toContainText('A flow is already running.');
    await openPanel(page, 'Flow');
    await page.getByRole('button', { name: 'Stop flow' }).click();
    await expect(page.getByTestId('status-flow')).toHaveText('None');

    // Thermal areas: names are alphanumeric only, the error shows beside the field.
    await openPanel(page, 'Thermal');
    const areaName = page.getByLabel('Area name');
    await areaName.fill('door 1');
    await page.getByRole('button', { name: 'Add area' }).click();
    await expect(areaName).toHaveAccessibleDescription('Use letters and digits only.');
    await areaName.fill('door1');
    await page.getByRole('button', { name: 'Add area' }).click();
    await expect(page.getByText('door1: x 0, y 0, 32 × 32')).toBeVisible();
    await page.getByRole('button', { name: 'Apply thermal settings' }).click();
    await expect(page.getByText('Thermal settings applied')).toBeVisible();

    // The robot goes away: the camera view turns stale and driving locks, saying why.
    sim.stop();
    await expect(page.getByTestId('drive-state')).toHaveText(/^Driving is locked: (the camera view is stale|the robot is offline)\.$/, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Forward' })).toBeDisabled();
    await page.keyboard.down('KeyW');
    await expect(page.getByTestId('drive-state')).toHaveText(/^Driving is locked/);
    await page.keyboard.up('KeyW');
    await expect(page.getByTestId('overlay-connection')).toHaveText('Offline', { timeout: 10_000 });
    await openPanel(page, 'Status');
    await expect(page.getByTestId('status-connection')).toHaveText('Offline');

    // Its simulator process starts again: the robot comes back online, with its camera, and drives.
    sim = await startSimulator(server, robot);
    await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 15_000 });
    await expect(page.getByTestId('drive-state')).toHaveText('Ready to drive: hold a key or button.', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Forward' })).toBeEnabled();
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});
