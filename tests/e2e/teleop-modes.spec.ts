// Sentry mode and cleaning from app/tele-ope (§8 sentry-mode restrictions and cleaning failures):
// the robot is a real fleetdeck-sim process on the real gateway, which judges every command; the
// page shows what the robot reports and says why it refused.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { watchRobotReports } from './fixtures/robotReports.js';
import { holdUntilMoving, openPanel, READY } from './teleop-driving.js';
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

/** Holds W until the robot drives at normal speed, then lets go. */
async function holdForwardUntilMoving(page: Page): Promise<void> {
  await holdUntilMoving(page, 'KeyW', /^0\.50 m\/s/);
  await page.keyboard.up('KeyW');
}

test('an operator turns sentry mode on, sees driving refused with the §8 message, and drives again once it is off', async ({ page, server }) => {
  test.setTimeout(90_000);
  const robot = await registerTestRobot(server, 'Sentry test robot');
  const sim = await startSimulator(server, robot);
  const reports = watchRobotReports(page, robot.serialNo);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByRole('img', { name: 'Camera view of Sentry test robot' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('drive-state')).toHaveText(READY, { timeout: 15_000 });

    // An ugo Pro does not clean, so it has no cleaning controls.
    await expect(page.getByRole('heading', { name: 'Cleaning', exact: true })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Cleaning', exact: true })).toHaveCount(0);
    await openPanel(page, 'Sentry');

    const sentry = page.getByRole('switch', { name: 'Sentry mode' });
    await expect(sentry).not.toBeChecked();
    await sentry.click();
    // The switch follows what the robot reports, so checked means the robot is standing guard.
    await expect(sentry).toBeChecked();
    await expect(page.getByTestId('sentry-state')).toContainText('Standing guard');

    // Driving is refused by the robot, shown as the §8 message, and the robot stays put.
    const notices = page.getByTestId('robot-notices');
    await openPanel(page, 'Notices');
    await page.keyboard.down('KeyW');
    await expect(notices.locator('[data-code="SENTRY_MODE"]').first()).toContainText(
      'Sentry mode is on: the robot does not drive, run flows or clean until sentry mode is turned off',
    );
    // The key is still held: the next two reports (at least one a second) find the robot standing.
    for (let i = 0; i < 2; i++) expect((await reports.next()).velocity).toEqual({ linear: 0, angular: 0 });
    await expect(page.getByTestId('status-velocity')).toHaveText(/^0\.00 m\/s, 0\.00 rad\/s$/);
    await page.keyboard.up('KeyW');
    // Stop is always obeyed, in sentry mode too, and leaves sentry mode on.
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await openPanel(page, 'Sentry');
    await expect(sentry).toBeChecked();

    // In Japanese the refusal reads in Japanese.
    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.reload();
    await openPanel(page, 'セントリー');
    await expect(page.getByRole('switch', { name: 'セントリーモード' })).toBeChecked({ timeout: 15_000 });
    await expect(page.getByTestId('drive-state')).toHaveText('走行できます：キーかボタンを押し続けてください。', { timeout: 15_000 });
    await openPanel(page, /^お知らせ/);
    await page.keyboard.down('KeyW');
    await expect(notices.locator('[data-code="SENTRY_MODE"]').first()).toContainText('セントリーモード中のため、走行・フロー実行・清掃はできません');
    await page.keyboard.up('KeyW');
    await page.evaluate(() => localStorage.setItem('user-language', 'en'));
    await page.reload();
    await openPanel(page, 'Sentry');
    await expect(sentry).toBeChecked({ timeout: 15_000 });

    // Sentry mode off: the robot drives again.
    await sentry.click();
    await expect(sentry).not.toBeChecked();
    await expect(page.getByTestId('sentry-state')).toHaveText('Sentry mode is off.');
    await holdForwardUntilMoving(page);
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

test('an operator cleans with a cleaning model: a stop while idle is refused with the §8 message, start cleans, return to dock heads home', async ({ page, server }) => {
  test.setTimeout(90_000);
  const robot = await registerTestRobot(server, 'Cleaning test robot', 'RULO Biz');
  const sim = await startSimulator(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await openPanel(page, 'Cleaning');
    await expect(page.getByRole('heading', { name: 'Cleaning', exact: true })).toBeVisible();
    const state = page.getByTestId('cleaning-state');
    await expect(state).toHaveText('Cleaning: Not cleaning', { timeout: 15_000 });
    const notices = page.getByTestId('robot-notices');

    await page.getByRole('button', { name: 'Stop cleaning' }).click();
    await openPanel(page, /^Notices/);
    await expect(notices.locator('[data-code="CLEANING_STOP_FAILED"]')).toContainText('Cleaning could not be stopped: the robot is not cleaning');
    await openPanel(page, 'Cleaning');

    await page.getByRole('button', { name: 'Start cleaning' }).click();
    await expect(state).toHaveText('Cleaning: Cleaning');
    await expect(page.getByTestId('status-velocity')).not.toHaveText(/^0\.00 m\/s, 0\.00 rad\/s$/, { timeout: 10_000 });

    await page.getByRole('button', { name: 'Return to dock' }).click();
    await expect(state).toHaveText(/^Cleaning: (Returning to the dock|On the dock)$/);

    // In sentry mode a cleaning start is refused with the sentry message.
    await openPanel(page, 'Sentry');
    await page.getByRole('switch', { name: 'Sentry mode' }).click();
    await expect(page.getByRole('switch', { name: 'Sentry mode' })).toBeChecked();
    await openPanel(page, 'Cleaning');
    await page.getByRole('button', { name: 'Start cleaning' }).click();
    await openPanel(page, /^Notices/);
    await expect(notices.locator('[data-code="SENTRY_MODE"]').first()).toContainText('Sentry mode is on');
    await expect(state).not.toHaveText('Cleaning: Cleaning');
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});
