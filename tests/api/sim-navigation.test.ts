// The simulator navigates over the floor's route graph (issue 18 item 7), through the API only: an
// administrator draws waypoints, routes and a no-go area; the gateway sends the robot its floor's
// graph (again when the layout changes); a goTo command sends the simulated robot (fleetdeck-sim,
// its own process) to a waypoint, and the robot drives there along the routes, round the no-go
// area the straight line would cross.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, registerRobot, spawnSim, telemetrySeen, type RecordingSocket } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;
const sims: ChildProcess[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterAll(async () => {
  for (const sim of sims) sim.kill();
  await server?.stop();
});

interface Layout { revision: number; waypoints: Array<{ id: number; name: string }> }
interface Ack { result: string; code?: string; data?: { path?: number[] } }
type Pose = { x: number; y: number };

/** Every pose of `serialNo` the browser was sent, in order. */
function posesSeen(stream: RecordingSocket, serialNo: string): Pose[] {
  return stream.messages
    .filter((m) => m.type === 'robots')
    .flatMap((m) => (m.robots as Array<{ serialNo: string; telemetry: { pose: Pose } | null }>).filter((r) => r.serialNo === serialNo && r.telemetry))
    .map((r) => r.telemetry?.pose as Pose);
}

const near = (p: Pose, q: Pose, metres = 0.5) => Math.hypot(p.x - q.x, p.y - q.y) < metres;

describe('a simulated robot sent to a waypoint', () => {
  it('drives there along the route graph, round a no-go area', async () => {
    const floors = await server.api<Array<{ id: number; name: string }>>('GET', `/api/buildings/${ids.tower}/floors`, undefined, admin);
    const floorId = floors.body.find((f) => f.name === '2F')?.id;
    if (!floorId) throw new Error('no tower 2F');
    const robot = await registerRobot(server, admin, { name: 'Navigator', serialNo: 'NAV-SIM-1', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: floorId });
    const stream = await browser(server, admin, [ids.tower]);
    sims.push(await spawnSim(server, [robot]));
    await telemetrySeen(stream, robot.serialNo, (t) => t.floorId === floorId, 20_000);

    // Drawn after the robot connected: the robot learns the graph from the layout's new revision.
    const { revision } = (await server.api<Layout>('GET', `/api/floors/${floorId}/layout`, undefined, admin)).body;
    const at = { start: { x: 4, y: 4 }, a: { x: 4, y: 6 }, b: { x: 6, y: 6 }, goal: { x: 6, y: 4 } };
    const saved = await server.api<Layout>('PUT', `/api/floors/${floorId}/layout`, {
      revision,
      waypoints: Object.entries(at).map(([key, p]) => ({ key, name: `Nav ${key}`, type: 1, ...p, yaw: 0 })),
      routes: [
        { from: 'start', to: 'a', twoWay: true, laneWidth: 1 },
        { from: 'a', to: 'b', twoWay: true, laneWidth: 1 },
        { from: 'b', to: 'goal', twoWay: false, laneWidth: 1 },
        // The short way, straight through the no-go area: the robot must not take it.
        { from: 'start', to: 'goal', twoWay: true, laneWidth: 1 },
      ],
      areas: [{ name: 'Wet floor', kind: 2, maxSpeed: null, polygon: [{ x: 4.7, y: 3 }, { x: 5.3, y: 3 }, { x: 5.3, y: 5 }, { x: 4.7, y: 5 }] }],
    }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const idOf = (key: keyof typeof at) => saved.body.waypoints.find((w) => w.name === `Nav ${key}`)?.id as number;

    const sent = await server.api<Ack>('POST', `/api/robots/${robot.id}/commands`, { name: 'setPose', x: 4, y: 4, yaw: 0 }, admin);
    expect(sent.body.result).toBe('ok');
    // NO_ROUTE until the robot has the new graph (sent with a telemetry answer within about two seconds).
    const goTo = await vi.waitFor(async () => {
      const res = await server.api<Ack>('POST', `/api/robots/${robot.id}/commands`, { name: 'goTo', waypointId: idOf('goal') }, admin);
      if (res.body.code === 'NO_ROUTE') throw new Error('the robot has no route there yet');
      return res;
    }, { timeout: 15_000, interval: 500 });
    expect(goTo.status, JSON.stringify(goTo.body)).toBe(200);
    expect(goTo.body).toMatchObject({ result: 'ok', data: { path: [idOf('start'), idOf('a'), idOf('b'), idOf('goal')] } });
    await telemetrySeen(stream, robot.serialNo, (t) => (t.navigation as { waypointId?: number } | null)?.waypointId === idOf('goal'), 5000);

    const arrived = await telemetrySeen(stream, robot.serialNo, (t) => t.navigation === null && near(t.pose as Pose, at.goal), 60_000);
    expect(near(arrived.pose as Pose, at.goal)).toBe(true);
    const poses = posesSeen(stream, robot.serialNo);
    const passedB = poses.findIndex((p) => near(p, at.b));
    expect(passedB, 'the robot passed the corner the routes go round').toBeGreaterThan(-1);
    expect(poses.findIndex((p) => near(p, at.a))).toBeLessThan(passedB);
    expect(poses.some((p) => p.x > 4.7 && p.x < 5.3 && p.y > 3 && p.y < 5), 'the robot entered the no-go area').toBe(false);

    // A waypoint of another floor is no goal on this one.
    const elsewhere = await server.api<Layout>('GET', `/api/floors/${ids.towerFloor}/layout`, undefined, admin);
    const other = elsewhere.body.waypoints[0]?.id;
    expect(other).toBeDefined();
    const refused = await server.api<Ack>('POST', `/api/robots/${robot.id}/commands`, { name: 'goTo', waypointId: other }, admin);
    expect(refused.body).toMatchObject({ result: 'rejected', code: 'NO_ROUTE' });
  }, 120_000);
});
