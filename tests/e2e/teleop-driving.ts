// Driving helpers shared by the teleop browser tests.
import { expect, type Page } from '@playwright/test';

/** The drive state the teleop page shows when a key press would move the robot. */
export const READY = 'Ready to drive: hold a key or button.';

/**
 * Holds a key until the robot reports the expected velocity, and keeps holding it. A press that
 * lands while driving is locked (a camera frame late on a busy machine) is refused by design, so
 * the operator, like this helper, lets go and presses again.
 */
export async function holdUntilMoving(page: Page, key: string, velocity: RegExp): Promise<void> {
  await expect(async () => {
    await page.keyboard.up(key);
    await expect(page.getByTestId('drive-state')).toHaveText(READY);
    await page.keyboard.down(key);
    await expect(page.getByTestId('status-velocity')).toHaveText(velocity, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens one of the teleop page's panel tabs (status, speech, photo and video, flow, thermal, modes,
 * sentry, cleaning, notices share one box beside the camera) and waits until it is the one shown.
 */
export async function openPanel(page: Page, name: string | RegExp): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: typeof name === 'string' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}
