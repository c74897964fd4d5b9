// The scheduler against a real server and its simulated robots (issue 19): an entry due in a few
// seconds starts its flow on the robot once; the log goes running, then done; after a kill -9 and
// a restart the occurrence is not run again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { placeRobot } from './gateway-helpers.js';

let server: TestServer;
let system: string;

interface LogRow { id: number; scheduleId: number; result: string; reason: string | null; startedAt: string | null; finishedAt: string | null }
interface Activity { connection: string }

const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));
const logsOf = async (scheduleId: number) =>
  (await server.api<LogRow[]>('GET', `/api/schedule-logs?filter=${q({ where: { scheduleId } })}`, undefined, system)).body;

/** Tokyo wall clock (no DST) `ms` from now, to the second. */
const tokyoIn = (ms: number) => new Date(Date.now() + ms + 9 * 3_600_000).toISOString().slice(0, 19);

let robot: Placed;
let other: Placed;
let flowId: number;

type Placed = { id: number; buildingId: number; x: number; y: number };

/**
 * The simulated robots once they are online, each placed (setPose) at a known spot: their sampled
 * position is written on connecting and then once a minute, so reading it could wait a minute.
 */
async function onlineRobots(count: number): Promise<Placed[]> {
  const robots = (await server.api<Array<{ id: number; buildingId: number }>>('GET', '/api/robots', undefined, system)).body;
  // beforeAll has no expect.poll; vi.waitFor retries the same way until the robots are there.
  const online = await vi.waitFor(async () => {
    const found: Array<{ id: number; buildingId: number }> = [];
    for (const r of robots) {
      const activity = (await server.api<Activity>('GET', `/api/robots/${r.id}/activity?limit=1`, undefined, system)).body;
      if (activity.connection === 'online') found.push(r);
    }
    if (found.length < count) throw new Error(`${found.length} of ${count} robots online`);
    return found;
  }, { timeout: 60_000, interval: 250 });
  const placed: Placed[] = [];
  for (const [i, r] of online.entries()) {
    const spot = { x: 10 + 5 * i, y: 10 };
    await placeRobot(server, system, r.id, spot);
    placed.push({ ...r, ...spot });
  }
  return placed;
}

/** A flow of the robot's building whose one waypoint is `dx` metres from where the robot is. */
async function flowNear(robot: Placed, dx: number, name: string): Promise<number> {
  const floors = (await server.api<Array<{ id: number }>>('GET', `/api/buildings/${robot.buildingId}/floors`, undefined, system)).body;
  // Towards the middle of the 40 m floor, so the point is `dx` away and on the floor.
  const x = robot.x < 20 ? robot.x + dx : robot.x - dx;
  const definition = JSON.stringify({ waypoints: [{ x, y: Math.min(Math.max(robot.y, 1), 24) }] });
  const flow = await server.api<{ id: number }>('POST', '/api/flows', { name, buildingId: robot.buildingId, floorId: floors[0]?.id, definition }, system);
  expect(flow.status, JSON.stringify(flow.body)).toBe(201);
  return flow.body.id;
}

async function entryDueSoon(title: string, priority = false, on: { robot: Placed; flowId: number } = { robot, flowId }): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/schedules', {
    title, buildingId: on.robot.buildingId, robotId: on.robot.id, flowId: on.flowId, start: tokyoIn(2500), end: tokyoIn(60_000), repeat: 'none', weekdays: ['monday'], priority,
  }, system);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false, sim: 2 });
  system = await server.login(demo.system);
  [robot, other] = (await onlineRobots(2)) as [Placed, Placed];
  // A short route from where the robot is, so the flow ends within seconds.
  flowId = await flowNear(robot, 2, 'Scheduled hop');
}, 90_000);
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
    }, { timeout: 60_000, interval: 100 }).toEqual(['done']);
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
    await expect.poll(async () => (await logsOf(second)).map((row) => row.result), { timeout: 60_000, interval: 200 }).toContainEqual(expect.stringMatching(/running|done/));
    expect((await logsOf(first)).map((row) => row.result)).toEqual(['done']);
  }, 150_000);

  it('fails with the robot\'s reason when a flow already runs, and a priority entry stops that flow first', async () => {
    // An operator sends the robot on a long walk.
    const walk = await flowNear(other, 15, 'Long walk');
    const definition = (await server.api<{ definition: string }>('GET', `/api/flows/${walk}`, undefined, system)).body.definition;
    const started = await server.api<{ result: string }>('POST', `/api/robots/${other.id}/commands`, {
      name: 'flow', action: 'start', flowId: walk, flowName: 'Long walk', waypoints: (JSON.parse(definition) as { waypoints: unknown[] }).waypoints,
    }, system);
    expect(started.body.result).toBe('ok');
    const hop = await flowNear(other, 1, 'Short hop');
    const plain = await entryDueSoon('Plain', false, { robot: other, flowId: hop });
    await expect.poll(async () => (await logsOf(plain))[0], { timeout: 30_000, interval: 200 }).toMatchObject({ result: 'fail', reason: 'flowAlreadyRunning' });
    const urgent = await entryDueSoon('Urgent', true, { robot: other, flowId: hop });
    await expect.poll(async () => (await logsOf(urgent))[0]?.result, { timeout: 30_000, interval: 200 }).toMatch(/running|done/);
  }, 90_000);

  it('after a server was down at the start: an occurrence within the grace window starts late, an older one is logged unknown, each once', async () => {
    // Written for tomorrow through the API, then moved into the past while no server runs, as if
    // the server had been down since before both starts (an hour before, the entries' last write).
    const at = (hours: number) => ({ start: tokyoIn(hours * 3_600_000), end: tokyoIn(hours * 3_600_000 + 1_800_000) });
    const create = async (title: string, hours: number) => {
      const res = await server.api<{ id: number }>('POST', '/api/schedules', {
        title, buildingId: robot.buildingId, robotId: robot.id, flowId, ...at(hours), repeat: 'none', weekdays: ['monday'], priority: false,
      }, system);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const missed = await create('Missed while down', 30);
    const late = await create('Started late', 32);
    await server.kill();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    // Ten minutes ago: past the 5-minute grace window. One minute ago: inside it. Both end in 20 minutes.
    server.sql.run('UPDATE schedules SET start_local = ?, end_local = ?, updated_at = ? WHERE id = ?', tokyoIn(-600_000), tokyoIn(1_200_000), hourAgo, missed);
    server.sql.run('UPDATE schedules SET start_local = ?, end_local = ?, updated_at = ? WHERE id = ?', tokyoIn(-60_000), tokyoIn(1_200_000), hourAgo, late);
    await server.restart();
    system = await server.login(demo.system);
    await expect.poll(async () => (await logsOf(missed)).map((row) => [row.result, row.reason, row.startedAt]), { timeout: 30_000, interval: 200 })
      .toEqual([['unknown', 'serverDown', null]]);
    await expect.poll(async () => (await logsOf(late)).map((row) => row.result), { timeout: 60_000, interval: 200 }).toEqual(['done']);

    // Another kill -9 and restart inside the grace window: neither occurrence is claimed again (the
    // proof is priority, since it meets both).
    await server.kill();
    await server.restart();
    system = await server.login(demo.system);
    const proof = await entryDueSoon('Proves the new process planned', true);
    await expect.poll(async () => (await logsOf(proof)).map((row) => row.result), { timeout: 60_000, interval: 200 }).toContainEqual(expect.stringMatching(/running|done/));
    expect((await logsOf(missed)).map((row) => [row.result, row.reason])).toEqual([['unknown', 'serverDown']]);
    expect((await logsOf(late)).map((row) => row.result)).toEqual(['done']);
  }, 180_000);
});
