// The teleop driving layout (issue 15 item 2) at 1440 × 900 with a real fleetdeck-sim robot: the
// camera (with Stop, latency, battery and mode over it) never leaves the window while every panel
// tab is opened and used, the drive pad and the mini-map sit beside it without scrolling, focus mode
// hides the shell's header and side bar until Escape or its button, the thermal editor draws the
// robot's thermal frame, and the robot card and teleop read the same flow progress.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { holdUntilMoving, openPanel } from './teleop-driving.js';
import { addTowerFlow, registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';

/** The page itself does not scroll: neither the shell's main area nor the document has anything to scroll. */
async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    const scrolling = document.scrollingElement;
    const overflows = (el: Element | null) => !!el && el.scrollHeight - el.clientHeight > 1;
    return overflows(main) || overflows(scrolling) || (main?.scrollTop ?? 0) > 0 || (scrolling?.scrollTop ?? 0) > 0;
  });
}

/** The camera is wholly in the window and the page has not scrolled. */
async function expectCameraInView(page: Page, camera: Locator): Promise<void> {
  await expect(camera).toBeInViewport({ ratio: 1 });
  expect(await pageScrolls(page)).toBe(false);
}

/** How many different colours the thermal canvas holds (1 for an empty or uniform frame). */
async function thermalColours(canvas: Locator): Promise<number> {
  return canvas.evaluate((el: HTMLCanvasElement) => {
    const data = el.getContext('2d')?.getImageData(0, 0, el.width, el.height).data;
    if (!data) return 0;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4) seen.add((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!);
    return seen.size;
  });
}

test('at 1440 × 900 the camera stays in view while every panel is used, the drive pad and mini-map need no scrolling, focus mode hides the shell, and the thermal editor draws the robot frame', async ({ page, server }) => {
  test.setTimeout(180_000);
  const robot = await registerTestRobot(server, 'Layout test robot');
  const sim = await startSimulator(server, robot);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    const camera = page.getByTestId('camera-frame');
    await expect(camera.getByRole('img', { name: 'Camera view of Layout test robot' })).toBeVisible({ timeout: 15_000 });
    await expectCameraInView(page, camera);

    // Over the picture: Stop, latency, connection, battery and command mode.
    await expect(camera.getByRole('button', { name: 'Stop', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(camera.getByTestId('camera-latency')).toHaveText(/^Latency \d+ ms$/);
    await expect(camera.getByTestId('overlay-connection')).toHaveText('Online');
    await expect(camera.getByTestId('overlay-battery')).toHaveText(/^Battery \d+%$/);
    await expect(camera.getByTestId('overlay-mode')).toHaveText('Mode 1');

    // Beside it, without scrolling: the drive pad and the mini-map drawn from the robot's positions.
    const pad = page.getByRole('group', { name: 'Driving' });
    await expect(pad).toBeInViewport({ ratio: 1 });
    for (const direction of ['Forward', 'Backward', 'Turn left', 'Turn right']) await expect(pad.getByRole('button', { name: direction })).toBeInViewport({ ratio: 1 });
    const map = page.getByTestId('mini-map');
    await expect(map).toBeInViewport({ ratio: 1 });
    await expect(map).toHaveAccessibleName(/^Mini-map: the robot at x \d+\.\d\d m, y \d+\.\d\d m, heading \d+°, with its recent path$/);
    await expect(page.getByText('No floor map yet: drawn from the positions the robot reports.', { exact: false })).toBeVisible();
    await expect(map.getByTestId('mini-map-robot')).toHaveCount(1);
    const placeBefore = await page.getByTestId('mini-map-position').textContent();
    await holdUntilMoving(page, 'KeyW', /^0\.50 m\/s/);
    await expect(map.getByTestId('mini-map-trail')).toHaveCount(1, { timeout: 10_000 });
    await page.keyboard.up('KeyW');
    await expect(page.getByTestId('mini-map-position')).not.toHaveText(placeBefore ?? '');
    await expectCameraInView(page, camera);

    // Every panel tab, opened and used: the camera does not move and the page does not scroll.
    await openPanel(page, 'Status');
    await expect(page.getByTestId('status-pose')).toBeVisible();
    await expectCameraInView(page, camera);

    // A panel is drawn when first opened, and keeps what was typed into it while another tab is shown.
    await expect(page.getByLabel('Speech text')).toHaveCount(0);
    await openPanel(page, 'Speech');
    await page.getByLabel('Speech text').fill('Layout check');
    await openPanel(page, 'Status');
    await openPanel(page, 'Speech');
    await expect(page.getByLabel('Speech text')).toHaveValue('Layout check');
    await page.getByRole('button', { name: 'Speak' }).click();
    await expect(page.getByText('Spoken: "Layout check"')).toBeVisible();
    await expectCameraInView(page, camera);

    await openPanel(page, 'Photo and video');
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(page.getByText(/^Photo taken with Front \(v1\) at/)).toBeVisible();
    await expect(page.getByTestId('photo-just-taken')).toBeVisible();
    await expectCameraInView(page, camera);

    await openPanel(page, 'Flow');
    await page.getByRole('combobox', { name: 'Flow to start' }).click();
    await page.getByRole('option', { name: 'Lobby guide' }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByText('Flow "Lobby guide" started')).toBeVisible();
    // A second start is refused: a notice for the notices tab.
    await page.getByRole('button', { name: 'Start flow' }).click();
    await expect(page.getByRole('tab', { name: 'Notices (1)' })).toBeVisible();
    // It also shows over the camera, where the operator is looking, not only in its tab.
    await expect(camera.getByTestId('overlay-notice')).toContainText('A flow is already running.');
    await page.getByRole('button', { name: 'Stop flow' }).click();
    await expect(page.getByText('Flow stopped')).toBeVisible();
    await expectCameraInView(page, camera);

    // The thermal editor draws the robot's 256 × 192 frame (not a uniform box) with its colour scale.
    await openPanel(page, 'Thermal');
    const frame = page.getByTestId('thermal-frame');
    await expect(frame).toHaveAttribute('data-painted', 'true', { timeout: 15_000 });
    expect(await frame.evaluate((el: HTMLCanvasElement) => [el.width, el.height])).toEqual([256, 192]);
    await expect.poll(() => thermalColours(frame)).toBeGreaterThan(50);
    await expect(page.getByTestId('thermal-frame-caption')).toHaveText(/^Thermal frame from Thermal taken at/);
    await expect(page.getByTestId('thermal-scale')).toHaveAttribute('data-map', 'normal');
    await page.getByLabel('Colour map').selectOption({ label: 'IR' });
    await page.getByLabel('Area name').fill('rack1');
    await page.getByRole('button', { name: 'Add area' }).click();
    await page.getByRole('button', { name: 'Apply thermal settings' }).click();
    await expect(page.getByText('Thermal settings applied')).toBeVisible();
    // The robot now paints in IR, and the scale follows what it reports.
    await expect(page.getByTestId('thermal-scale')).toHaveAttribute('data-map', 'ir');
    await expect(page.getByTestId('thermal-frame-caption')).toHaveText(/^Thermal frame from Thermal taken at/);
    await expect.poll(() => thermalColours(frame)).toBeGreaterThan(50);
    // The long panel scrolls inside its own box.
    const thermalPanel = page.getByTestId('teleop-panel-thermal');
    await thermalPanel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(page.getByRole('button', { name: 'Apply thermal settings' })).toBeInViewport();
    await expectCameraInView(page, camera);

    await openPanel(page, 'Modes');
    await page.getByRole('radio', { name: 'Slow' }).click();
    await expect(page.getByRole('radio', { name: 'Slow' })).toBeChecked();
    await page.getByRole('radio', { name: 'Normal' }).click();
    await expect(page.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expectCameraInView(page, camera);

    await openPanel(page, 'Sentry');
    const sentry = page.getByRole('switch', { name: 'Sentry mode' });
    await sentry.click();
    await expect(sentry).toBeChecked();
    await sentry.click();
    await expect(sentry).not.toBeChecked();
    await expectCameraInView(page, camera);

    await openPanel(page, 'Notices (1)');
    const notices = page.getByTestId('robot-notices');
    await expect(notices).toContainText('A flow is already running.');
    await notices.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notices).toHaveText('No messages from the robot since this page opened.');
    await expect(camera.getByTestId('overlay-notice')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Notices', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expectCameraInView(page, camera);

    // Focus mode: its labelled button hides the header and side bar, and the camera grows.
    const header = page.getByRole('banner');
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(header).toBeVisible();
    await expect(sidebar).toBeVisible();
    const widthBefore = (await camera.boundingBox())?.width ?? 0;
    const toggle = page.getByRole('button', { name: 'Focus mode', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(header).toHaveCount(0);
    await expect(sidebar).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await camera.boundingBox())?.width ?? 0).toBeGreaterThan(widthBefore + 100);
    await expectCameraInView(page, camera);
    // Escape leaves it.
    await page.keyboard.press('Escape');
    await expect(header).toBeVisible();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The F key turns it on from the keyboard, and the same button turns it off.
    await page.keyboard.press('KeyF');
    await expect(header).toHaveCount(0);
    await toggle.click();
    await expect(header).toBeVisible();
    await expect(sidebar).toBeVisible();
    // Keyboard alone: the button is reachable and works with Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(header).toBeVisible();
    await expectCameraInView(page, camera);
  } finally {
    sim.stop();
    await removeTestRobot(server, robot);
  }
});

/** A flow progress text's step and step count: "Name (step 2 of 3)" on teleop, "Name (2/3)" on the card. */
function progressOf(text: string | null): string | null {
  const match = /\((?:step (\d+) of (\d+)|(\d+)\/(\d+))\)$/.exec(text ?? '');
  if (!match) return null;
  return `${match[1] ?? match[3]}/${match[2] ?? match[4]}`;
}

test('the robot card and teleop show the same flow progress at the same time', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const robot = await registerTestRobot(server, 'Progress test robot');
  const suffix = Date.now().toString(36).slice(-5);
  // Far-apart waypoints: the robot spends seconds on each step.
  const route = await addTowerFlow(server, `E2E progress ${suffix}`, { steps: [], waypoints: [{ x: 12, y: 12 }, { x: 30, y: 20 }, { x: 5, y: 20 }] });
  const sim = await startSimulator(server, robot);
  const cardContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  try {
    await login(page, demo.operator);
    await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
    await expect(page.getByTestId('status-connection')).toHaveText('Online', { timeout: 15_000 });
    const cardPage = await cardContext.newPage();
    await login(cardPage, demo.operator);
    await cardPage.goto('/robot/control');
    const cardFlow = cardPage.getByRole('article', { name: 'Progress test robot', exact: true }).getByTestId('current-flow');
    await expect(cardFlow).toHaveText('None', { timeout: 30_000 });

    await openPanel(page, 'Flow');
    await page.getByRole('combobox', { name: 'Flow to start' }).click();
    await page.getByRole('option', { name: `E2E progress ${suffix}` }).click();
    await page.getByRole('button', { name: 'Start flow' }).click();
    const teleopFlow = page.getByTestId('status-flow');
    await expect(teleopFlow).toHaveText(new RegExp(`^E2E progress ${suffix} \\(step [1-3] of 3\\)$`));
    await expect(cardFlow).toHaveText(new RegExp(`^E2E progress ${suffix} \\([1-3]/3\\)$`));

    // Read together, both pages name the same step of the same count (they read one telemetry;
    // a step may change between the two reads, so the pair is read until a quiet moment).
    await expect
      .poll(async () => {
        const [onTeleop, onCard] = [progressOf(await teleopFlow.textContent()), progressOf(await cardFlow.textContent())];
        return onTeleop !== null && onTeleop === onCard;
      }, { timeout: 20_000 })
      .toBe(true);
    // Never "0 of 3" on either: the step under way counts from 1.
    expect(progressOf(await cardFlow.textContent())).not.toMatch(/^0\//);
    expect(progressOf(await teleopFlow.textContent())).not.toMatch(/^0\//);
    await page.getByRole('button', { name: 'Stop flow' }).click();
    await expect(cardFlow).toHaveText('None');
  } finally {
    await cardContext.close();
    sim.stop();
    await removeTestRobot(server, robot);
    await route.remove();
  }
});
