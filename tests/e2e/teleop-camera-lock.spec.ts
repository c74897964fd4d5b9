// Driving is locked while the camera view is stale, for a robot that stays online (issue 4): when
// its frames stop (the camera turned off from another path) and when frames keep coming but lag
// over a second behind. The lock lifts as soon as timely frames come back.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { watchRobotReports } from './fixtures/robotReports.js';
import { commandOverApi, connectScriptedRobot, registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

const READY = 'Ready to drive: hold a key or button.';
const STALE = 'Driving is locked: the camera view is stale.';

/** Expects driving locked for a stale camera while the robot is still online, refusing a held key. */
async function expectLockedOnline(page: Page): Promise<void> {
  await expect(page.getByTestId('drive-state')).toHaveText(STALE, { timeout: 10_000 });
  await expect(page.getByTestId('status-connection')).toHaveText('Online');
  await expect(page.getByTestId('camera-frame')).toHaveAttribute('data-stale', 'true');
  await expect(page.getByRole('button', { name: 'Forward' })).toBeDisabled();
  await page.keyboard.down('KeyW');
  await expect(page.getByTestId('drive-state')).toHaveText(STALE);
  await page.keyboard.up('KeyW');
}

test('an online simulated robot whose camera is turned off from another path locks driving until it streams again', async ({ page, server }) => {
  test.setTimeout(90_000);
  const robot = await registerTestRobot(server, 'Camera off robot');
  const sim = await startSimulator(server, robot);
  const reports = watchRobotReports(page, robot.serialNo);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('drive-state')).toHaveText(READY, { timeout: 15_000 });

    // Another client (here the REST API) turns the robot's camera off: the robot keeps reporting.
    const cameraOffAt = Date.now();
    expect((await commandOverApi(server, robot, { name: 'camera', on: false, camera: 'v1' })).result).toBe('ok');
    await expectLockedOnline(page);
    // A report from past the 3 s offline limit since the last frame: still online, still locked.
    await reports.next((telemetry) => telemetry.ts >= cameraOffAt + 3_500);
    await expect(page.getByTestId('status-connection')).toHaveText('Online');
    await expect(page.getByTestId('drive-state')).toHaveText(STALE);

    expect((await commandOverApi(server, robot, { name: 'camera', on: true, camera: 'v1' })).result).toBe('ok');
    await expect(page.getByTestId('drive-state')).toHaveText(READY, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Forward' })).toBeEnabled();
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

test('frames that keep arriving but lag over a second behind lock driving; timely frames unlock it', async ({ page, server }) => {
  test.setTimeout(90_000);
  const robot = await registerTestRobot(server, 'Lagging camera robot');
  const scripted = await connectScriptedRobot(server, robot, { camera: 'v1' });
  // Ten frames a second, each captured `age` ms before it is sent.
  let age = 50;
  let streaming = true;
  const frames = setInterval(() => {
    if (streaming) scripted.frame(age);
  }, 100);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByRole('img', { name: 'Camera view of Lagging camera robot' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('drive-state')).toHaveText(READY);

    // The link lags: every frame still arrives, but shows the scene 2.5 s ago.
    age = 2_500;
    await expect(page.getByTestId('camera-latency')).toHaveText(/^Latency 2[4-9]\d\d ms$/);
    await expectLockedOnline(page);
    await expect(page.getByText('Stale: no new frame for over a second, or the newest is over a second late')).toBeVisible();

    // The lag clears: driving is allowed again without reloading.
    age = 50;
    await expect(page.getByTestId('drive-state')).toHaveText(READY);
    await expect(page.getByRole('button', { name: 'Forward' })).toBeEnabled();

    // The frames stop altogether while telemetry goes on: locked again within the second's limit.
    streaming = false;
    await expectLockedOnline(page);
  } finally {
    clearInterval(frames);
    scripted.close();
    await removeTestRobot(server, robot);
  }
});
