// Sentry mode from app/tele-ope (§8 sentry-mode restrictions): an operator turns it on, the real
// simulated robot refuses to drive and the page says why; turned off, the robot drives again.
import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

const READY = 'Ready to drive: hold a key or button.';

/** Holds W until the robot reports it drives; a press that lands while driving is locked is let go and tried again. */
async function holdForwardUntilMoving(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.up('KeyW');
    await expect(page.getByTestId('drive-state')).toHaveText(READY);
    await page.keyboard.down('KeyW');
    await expect(page.getByTestId('status-velocity')).toHaveText(/^0\.50 m\/s/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.up('KeyW');
}

test('an operator turns sentry mode on, sees driving refused with the §8 message, and drives again once it is off', async ({ page, server }) => {
  test.setTimeout(90_000);
  const robot = await registerTestRobot(server, 'Sentry test robot');
  const sim = await startSimulator(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByRole('img', { name: 'Camera view of Sentry test robot' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('drive-state')).toHaveText(READY, { timeout: 15_000 });

    const sentry = page.getByRole('switch', { name: 'Sentry mode' });
    await expect(sentry).not.toBeChecked();
    await sentry.click();
    // The switch follows what the robot reports, so checked means the robot is standing guard.
    await expect(sentry).toBeChecked();
    await expect(page.getByTestId('sentry-state')).toContainText('Standing guard');

    // Driving is refused by the robot, shown as the §8 message, and the robot stays put.
    const notices = page.getByTestId('robot-notices');
    await page.keyboard.down('KeyW');
    await expect(notices.locator('[data-code="SENTRY_MODE"]').first()).toContainText(
      'Sentry mode is on: the robot does not drive, run flows or clean until sentry mode is turned off',
    );
    await page.waitForTimeout(600);
    await expect(page.getByTestId('status-velocity')).toHaveText(/^0\.00 m\/s, 0\.00 rad\/s$/);
    await page.keyboard.up('KeyW');
    // Stop is always obeyed, in sentry mode too, and leaves sentry mode on.
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(sentry).toBeChecked();

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
