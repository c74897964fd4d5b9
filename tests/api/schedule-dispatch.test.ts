// The scheduler against a real server and its simulated robots (issue 19): an entry due in a few
// seconds starts its flow on the robot once; the log goes running, then done; after a kill -9 and
// a restart the occurrence is not run again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';

let server: TestServer;
let system: string;

interface LogRow { id: number; scheduleId: number; result: string; reason: string | null; startedAt: string | null; finishedAt: string | null }
interface Activity { connection: string; samples: Array<{ x: number | null; y: number | null }> }

const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));
const logsOf = async (scheduleId: number) =>
  (await server.api<LogRow[]>('GET', `/api/schedule-logs?filter=${q({ where: { scheduleId } })}`, undefined, system)).body;

/** Tokyo wall clock (no DST) `ms` from now, to the second. */
const tokyoIn = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 19);

let robot: { id: number; buildingId: number };
let flowId: number;

async function onlineRobot(): Promise<{ id: number; buildingId: number; x: number; y: number }> {
  const robots = (await server.api<Array<{ id: number; buildingId: number }>>('GET', '/api/robots', undefined, system)).body;
  for (;;) {
    for (const r of robots) {
      const activity = (await server.api<Activity>('GET', `/api/robots/${r.id}/activity?limit=1`, undefined, system)).body;
      const sample = activity.samples[0];
      if (activity.connection === 'online' && sample?.x != null && sample.y != null) return { ...r, x: sample.x, y: sample.y };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function entryDueSoon(title: string, priority = false): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/schedules', {
    title, buildingId: robot.buildingId, robotId: robot.id, flowId, start: tokyoIn(2500), end: tokyoIn(60_000), repeat: 'none', weekdays: ['monday'], priority,
  }, system);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false, sim: 1 });
  system = await server.login(demo.system);
  const found = await onlineRobot();
  robot = found;
  const floors = (await server.api<Array<{ id: number }>>('GET', `/api/buildings/${found.buildingId}/floors`, undefined, system)).body;
  // A short route from where the robot is, so the flow ends within seconds.
  const x = Math.min(Math.max(found.x + 2, 1), 39);
  const definition = JSON.stringify({ waypoints: [{ x, y: Math.min(Math.max(found.y, 1), 24) }] });
  const flow = await server.api<{ id: number }>('POST', '/api/flows', { name: 'Scheduled hop', buildingId: found.buildingId, floorId: floors[0]?.id, definition }, system);
  expect(flow.status, JSON.stringify(flow.body)).toBe(201);
  flowId = flow.body.id;
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('the scheduler', () => {
  it('starts the flow at the start, once, and logs running then done; a restart does not run it again', async () => {
    const first = await entryDueSoon('Soon');
    const seen = new Set<string>();
    await expect.poll(async () => {
      const rows = await logsOf(first);
      for (const row of rows) seen.add(row.result);
      return rows.map((row) => row.result);
    }, { timeout: 60_000, intervals: [100] }).toEqual(['done']);
    expect(seen.has('running')).toBe(true);
    const [done] = await logsOf(first);
    expect(done?.startedAt).not.toBeNull();
    expect(Date.parse(done?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(done?.startedAt ?? ''));

    // kill -9 within the occurrence's grace window, then a new entry (priority, since it meets the
    // first) proves the new process has planned.
    await server.kill();
    await server.restart();
    system = await server.login(demo.system);
    const second = await entryDueSoon('After the restart', true);
    await expect.poll(async () => (await logsOf(second)).map((row) => row.result), { timeout: 60_000, intervals: [200] }).toContainEqual(expect.stringMatching(/running|done/));
    expect((await logsOf(first)).map((row) => row.result)).toEqual(['done']);
  }, 150_000);
});
