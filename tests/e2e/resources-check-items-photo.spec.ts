// The check-item page's picture (issue 15 item 6), with a real fleetdeck-sim robot in the item's
// building: a camera item shows the robots' latest photo, a thermal item the latest thermal frame in
// its colour map and says what to do while there is none; each shows only the fields of its type.
import type { Locator } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { commandOverApi, registerTestRobot, removeTestRobot, startSimulator, type TestRobot } from './teleop-robots.js';

/** The width the browser decoded an image to (0 until it has). */
const decodedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/** Takes a photo with the simulated robot over the API, once it is online. */
async function photograph(server: Parameters<typeof commandOverApi>[0], robot: TestRobot, camera: string): Promise<void> {
  await expect(async () => expect((await commandOverApi(server, robot, { name: 'photo', camera })).result).toBe('ok')).toPass({ timeout: 20_000 });
}

test('a camera item shows the latest photo of a robot in its building, and no meter fields', async ({ page, server }) => {
  test.setTimeout(120_000);
  const robot = await registerTestRobot(server, 'Check item photographer');
  const sim = await startSimulator(server, robot);
  try {
    await photograph(server, robot, 'v2');
    await login(page, demo.orgAdmin);
    const item = server.sql.get("SELECT id FROM check_items WHERE name = 'Lobby fire extinguisher'") as { id: number };
    await page.goto(`/check-item/${item.id}`);
    const main = page.getByRole('main');
    const panel = main.getByRole('region', { name: 'Latest photo' });
    const photo = panel.getByRole('img', { name: /^Latest photo of this item, from Rear \(v2\) of Check item photographer, taken / });
    await expect.poll(() => decodedWidth(photo)).toBe(160);
    await expect(panel).toContainText('by Check item photographer with Rear (v2).');
    await expect(main.getByLabel(/^Marker type/)).toBeVisible();
    await expect(main.getByLabel(/^Meter type/)).toHaveCount(0);
    await expect(main.getByLabel(/^Meter reading service/)).toHaveCount(0);

    // A newer photo shows on Refresh.
    await photograph(server, robot, 'v1');
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(panel.getByRole('img', { name: /^Latest photo of this item, from Front \(v1\)/ })).toBeVisible();
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

test('a thermal item says what to do before there is a thermal frame, then shows it in its colour map, with no marker type', async ({ page, server }) => {
  test.setTimeout(120_000);
  const robot = await registerTestRobot(server, 'Thermal inspector');
  const sim = await startSimulator(server, robot);
  await login(page, demo.orgAdmin);
  const main = page.getByRole('main');
  try {
    // A thermal item of the robot's building, with the IR colour map in its settings.
    await page.goto('/check-item/create');
    const name = `Switchboard heat ${Date.now().toString(36)}`;
    await main.getByLabel(/^Check item name/).fill(name);
    await main.getByLabel(/^Target type/).selectOption({ label: 'Thermal camera' });
    await expect(main.getByLabel(/^Marker type/)).toHaveCount(0);
    await main.getByRole('combobox', { name: /^Building/ }).selectOption({ label: 'Aozora Tower' });
    await main.getByLabel(/^Floor/).selectOption({ label: '1F' });
    await main.getByLabel(/^Meter type/).selectOption({ label: 'No meter' });
    await main.getByLabel(/^Settings \(JSON\)/).fill('{ "colorMap": "ir" }');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/check-item\/\d+$/.test(url.pathname));

    const panel = main.getByRole('region', { name: 'Latest thermal frame' });
    await expect(panel.getByTestId('latest-photo-none')).toContainText('No thermal frame yet');
    await expect(panel.getByTestId('latest-photo-none')).toContainText('choose the Thermal camera, then Take photo');
    await expect(panel.getByRole('link', { name: 'Open robot control' })).toHaveAttribute('href', '/robot/control');
    await expect(main.getByLabel(/^Marker type/)).toHaveCount(0);
    await expect(main.getByLabel(/^Meter type/)).toBeVisible();

    // A photo from another camera is not a thermal frame; one from the thermal camera is.
    await photograph(server, robot, 'v1');
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(panel.getByTestId('latest-photo-none')).toBeVisible();
    await photograph(server, robot, 'thermal');
    await panel.getByRole('button', { name: 'Refresh' }).click();
    const frame = panel.getByRole('img', { name: /^Latest thermal frame of this item, from Thermal of Thermal inspector, taken / });
    await expect(frame).toHaveAttribute('data-drawn', 'true');
    await expect(frame).toHaveAttribute('data-color-map', 'ir');
    await expect(panel).toContainText('Colour map: IR.');
    // Drawn on the 256 × 192 frame in the IR map: no grey pixel (a grey one would be the camera's own picture).
    const greyShare = await frame.evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      let grey = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === data[i + 1] && data[i + 1] === data[i + 2]) grey += 1;
      return { width: canvas.width, height: canvas.height, grey: grey / (data.length / 4) };
    });
    expect(greyShare).toEqual({ width: 256, height: 192, grey: 0 });

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/check-item/list');
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});
