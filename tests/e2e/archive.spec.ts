// The archive of recordings (issue 21): the demo robot that records by default uploads its
// camera in short segments; an operator opens archive/list, the robot's day, and plays a minute.
import { demo, expect, login, test } from './fixtures/test.js';

// Segments of a few seconds (instead of a minute) so the first one arrives quickly; the server
// of this file is started after this is set, and the setting is put back afterwards.
const SEGMENT_ENV = 'FLEETDECK_SIM_SEGMENT_MS';
let savedSegmentMs: string | undefined;

// One simulated robot: UGO-PRO-0001, which records long-term by default, in Aozora Tower.
test.use({ simRobots: 1 });

test.describe.serial('archive', () => {
  // Its own server, started after the segment length is set.
  test.use({ freshServer: true });
  test.beforeAll(() => {
    savedSegmentMs = process.env[SEGMENT_ENV];
    process.env[SEGMENT_ENV] = '4000';
  });
  test.afterAll(() => {
    if (savedSegmentMs === undefined) delete process.env[SEGMENT_ENV];
    else process.env[SEGMENT_ENV] = savedSegmentMs;
  });

  test("lists the robot's recorded day, shows its timeline and plays a minute", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, demo.orgAdmin);
    // Aozora's contract includes the archive, so its side-bar entry shows.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/archive\/list$/);
    const robotRow = page.getByRole('row', { name: /UGO-PRO-0001/ });
    // Recordings arrive while the page is open: reload until the robot's first segment is listed.
    await expect(async () => {
      await page.reload();
      await expect(robotRow).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('archive-usage')).toContainText('Plan: Free');

    await robotRow.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/archive\/robot\/UGO-PRO-0001\/\d{4}-\d{2}-\d{2}$/);
    // The building's day shows the robot's line too, and leads back to the robot's day.
    await page.getByRole('link', { name: 'All robots of the building' }).click();
    await expect(page).toHaveURL(/\/archive\/cloud\/\d+\/\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('group', { name: /Recorded spans of the day/ })).toHaveCount(1);
    await page.getByRole('link', { name: /UGO-PRO-0001/ }).click();
    const timeline = page.getByRole('group', { name: /Recorded spans of the day/ });
    // Seconds-long test segments overlap on a 24-hour line; the latest is the one on top.
    await timeline.getByRole('button', { name: /^Recording from/ }).last().click();

    await expect(page).toHaveURL(/\/archive\/UGO-PRO-0001\/\d{4}-\d{2}-\d{2}\/\d{2}\/\d{2}$/);
    const video = page.getByTestId('archive-video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight])).toEqual([640, 360]);
    await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /\.mp4$/);
  });
});
