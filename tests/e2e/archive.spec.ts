// The archive of recordings (issue 21): the demo robot that records by default uploads its
// camera in short segments; an operator opens archive/list, the robot's day, and plays a minute.
// Then the journey: recording turned on for a simulated robot from teleop, its day opened once it
// has recorded into a second minute, the first minute played, a frame stepped, the next minute
// stepped into, and each frame read back to the simulator's burnt-in clock.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';
import { readFrameClock } from './fixtures/frameClock.js';
import { registerTestRobot, removeTestRobot, startSimulator } from './teleop-robots.js';
import { openPanel } from './teleop-driving.js';

// Segments of a few seconds (instead of a minute) so the first one arrives quickly; the server
// of this file is started after this is set, and the setting is put back afterwards.
const SEGMENT_ENV = 'FLEETDECK_SIM_SEGMENT_MS';
let savedSegmentMs: string | undefined;

// One simulated robot: UGO-PRO-0001, which records long-term by default, in Aozora Tower.
test.use({ simRobots: 1 });

/** Waits until the video shows a decoded frame, pauses it, and answers the clock drawn on it. */
async function pausedClock(video: Locator): Promise<string> {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  let clock: string | null = null;
  await expect.poll(async () => (clock = await readFrameClock(video)), { timeout: 10_000 }).not.toBeNull();
  return clock!;
}

/** The minutes (HH:MM, UTC) of a robot's recorded segments of today, as the API lists them. */
async function recordedMinutes(page: Page, token: string, serialNo: string): Promise<string[]> {
  const day = new Date().toISOString().slice(0, 10);
  const response = await page.request.get(`/api/archive/robots/${serialNo}/days/${day}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { segments?: Array<{ startsAt: string }> };
  return [...new Set((body.segments ?? []).map((s) => s.startsAt.slice(11, 16)))];
}

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

  test("lists the robot's recorded day, plays a minute; recording turned on from teleop plays across two minutes with the simulator's clock", async ({ page, server }) => {
    test.setTimeout(240_000);
    // The journey's robot records from when it is told to; started now, it is online by the time teleop opens.
    const robot = await registerTestRobot(server, 'Archive journey robot');
    const sim = await startSimulator(server, robot);
    try {
      await login(page, demo.orgAdmin);
      await test.step('the demo robot recording by default is listed, its day and building shown, a minute played', async () => {
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
        // Seconds-long test segments overlap on a 24-hour line, and more arrive while the page is open:
        // the latest is chosen by keyboard, which reaches it whatever lies on top.
        await timeline.getByRole('button', { name: /^Recording from/ }).last().press('Enter');

        await expect(page).toHaveURL(/\/archive\/UGO-PRO-0001\/\d{4}-\d{2}-\d{2}\/\d{2}\/\d{2}$/);
        const video = page.getByTestId('archive-video');
        await expect(video).toBeVisible();
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
        expect(await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight])).toEqual([640, 360]);
        await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /\.mp4$/);
      });

      await test.step('recording is turned on from teleop for a robot that does not record by default', async () => {
        await page.goto(`/app/tele-ope/1/${robot.serialNo}`);
        await openPanel(page, 'Photo and video');
        const recording = page.getByTestId('recording-state');
        await expect(recording).toHaveText('Long-time recording: Not recording', { timeout: 20_000 });
        await page.getByRole('button', { name: 'Start video' }).click();
        await expect(recording).toHaveText('Long-time recording: Recording');
      });

      const token = await server.apiLogin(demo.orgAdmin);
      // Two minutes of recording: segments in the minute it started and in the one after (at most a minute and a segment away).
      await expect.poll(async () => (await recordedMinutes(page, token, robot.serialNo)).length, { timeout: 90_000, intervals: [2000] }).toBeGreaterThanOrEqual(2);
      const [firstMinute = '', secondMinute = ''] = await recordedMinutes(page, token, robot.serialNo);

      await test.step("the robot's day shows its recordings and events; the first recording plays with the simulator's clock", async () => {
        await page.goto('/archive/list');
        await page.getByRole('row', { name: new RegExp(robot.serialNo) }).getByRole('link').first().click();
        await expect(page).toHaveURL(new RegExp(`/archive/robot/${robot.serialNo}/\\d{4}-\\d{2}-\\d{2}$`));
        // Its connecting is an event of the day, marked above the recordings.
        await expect(page.getByTestId('archive-marks-event')).toHaveText(/[1-9]\d* robot events?$/);
        await expect(page.getByRole('group', { name: 'Robot events of the day' }).getByRole('button').first()).toBeVisible();
        // The first segment lies under the next ones on a 24-hour line: chosen by keyboard, as a person can.
        await page.getByRole('group', { name: /Recorded spans of the day/ }).getByRole('button', { name: /^Recording from/ }).first().press('Enter');
        await expect(page).toHaveURL(new RegExp(`/archive/${robot.serialNo}/\\d{4}-\\d{2}-\\d{2}/${firstMinute.replace(':', '/')}$`));
        const video = page.getByTestId('archive-video');
        const clock = await pausedClock(video);
        expect(clock.slice(0, 5)).toBe(firstMinute);

        // One frame on (the simulator records two a second) and back.
        await page.getByRole('button', { name: 'Next frame' }).click();
        await expect.poll(() => readFrameClock(video), { timeout: 10_000 }).not.toBe(clock);
        const stepped = (await readFrameClock(video))!;
        const gap = Date.parse(`1970-01-01T${stepped}Z`) - Date.parse(`1970-01-01T${clock}Z`);
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThan(1500);
        await page.getByRole('button', { name: 'Previous frame' }).click();
        await expect.poll(() => readFrameClock(video), { timeout: 10_000 }).toBe(clock);
      });

      await test.step("the next minute follows, its frames carrying the simulator's clock of that minute", async () => {
        await page.getByRole('button', { name: 'Next minute' }).click();
        await expect(page).toHaveURL(new RegExp(`/archive/${robot.serialNo}/\\d{4}-\\d{2}-\\d{2}/${secondMinute.replace(':', '/')}$`));
        const clock = await pausedClock(page.getByTestId('archive-video'));
        expect(clock.slice(0, 5)).toBe(secondMinute);
      });
    } finally {
      sim.stop();
      await removeTestRobot(server, robot).catch(() => undefined);
    }
  });
});
