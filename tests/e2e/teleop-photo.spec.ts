// Photos and the thermal camera on app/tele-ope (issue 4), with a real fleetdeck-sim process on the
// real gateway: a photo is the robot's camera view, stored by the server and shown on the page (the
// one just taken, full size on demand, and the robot's recent ones); the thermal settings name a
// camera, which the robot reports back.
import type { Locator } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { openPanel } from './teleop-driving.js';
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

/** The width the browser decoded an image to (0 until it has). */
const decodedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test('a photo taken on the teleop page is the robot camera view, shown as taken, full size and among the robot recent photos', async ({ page, server }) => {
  test.setTimeout(120_000);
  const robot = await registerTestRobot(server, 'Photo test robot');
  const sim = await startSimulator(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 15_000 });
    await openPanel(page, 'Photo and video');
    await expect(page.getByText('No photos of this robot yet.')).toBeVisible();

    await page.getByLabel('Camera for photo and video').selectOption({ label: 'Rear (v2)' });
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByText(/^Photo taken with Rear \(v2\) at/)).toBeVisible();

    // The picture just taken, decoded by the browser (the simulator's 160 × 120 camera view).
    const justTaken = page.getByTestId('photo-just-taken');
    const thumbnail = justTaken.getByRole('img', { name: /^Photo from Rear \(v2\) taken at/ });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => decodedWidth(thumbnail)).toBe(160);

    // Opened full size in a dialog, and closed again.
    await justTaken.click();
    const dialog = page.getByRole('dialog', { name: /^Photo from Rear \(v2\), / });
    await expect(dialog).toBeVisible();
    const full = dialog.getByTestId('photo-full');
    await expect.poll(() => decodedWidth(full)).toBe(160);
    await expect(dialog.getByText('160 × 120 pixels')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The robot's recent photos list it, and a second photo comes first.
    const recent = page.getByTestId('recent-photos').getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await page.getByLabel('Camera for photo and video').selectOption({ label: 'Front (v1)' });
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByText(/^Photo taken with Front \(v1\) at/)).toBeVisible();
    await expect(recent).toHaveCount(2);
    const newest = recent.first().getByRole('img', { name: /^Photo from Front \(v1\) taken at/ });
    await expect.poll(() => decodedWidth(newest)).toBe(160);
    await expect(recent.nth(1).getByRole('img', { name: /^Photo from Rear \(v2\) taken at/ })).toBeVisible();

    // Still there after a reload: the server keeps them.
    await page.reload();
    await openPanel(page, 'Photo and video');
    await expect(page.getByTestId('recent-photos').getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

test('the thermal settings name the chosen camera, which the simulated robot applies and reports back', async ({ page, server }) => {
  const robot = await registerTestRobot(server, 'Thermal camera robot');
  const sim = await startSimulator(server, robot);
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 15_000 });
    await openPanel(page, 'Thermal');
    const reported = page.getByTestId('thermal-robot-camera');
    await expect(reported).toHaveText('The robot applies its thermal settings to: Thermal');

    await page.getByRole('combobox', { name: 'Thermal camera', exact: true }).selectOption({ label: 'Gripper (g1)' });
    await page.getByRole('button', { name: 'Apply thermal settings' }).click();
    await expect(page.getByText('Thermal settings applied')).toBeVisible();
    await expect(reported).toHaveText('The robot applies its thermal settings to: Gripper (g1)');
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});
