import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AckMessage, FloorGraphMessage, RobotCommand } from '@fleetdeck/model';
import { SimRobot } from './sim-robot.js';

// A U-shaped floor: Start (1) and Goal (3) are close, but a no-go area lies between them; the
// routes go round it through Corner A (2) and Corner B (4). Charger (5) hangs off Goal.
const graph: FloorGraphMessage = {
  type: 'floorGraph',
  floorId: 1,
  revision: 1,
  waypoints: [
    { id: 1, type: 1, x: 5, y: 5, yaw: 0 },
    { id: 2, type: 1, x: 5, y: 15, yaw: 0 },
    { id: 4, type: 1, x: 15, y: 15, yaw: 0 },
    { id: 3, type: 1, x: 15, y: 5, yaw: 0 },
    { id: 5, type: 2, x: 20, y: 5, yaw: 0 },
  ],
  routes: [
    { from: 1, to: 2, twoWay: true, laneWidth: 1 },
    { from: 2, to: 4, twoWay: true, laneWidth: 1 },
    { from: 4, to: 3, twoWay: true, laneWidth: 1 },
    { from: 1, to: 3, twoWay: true, laneWidth: 1 },
    { from: 3, to: 5, twoWay: true, laneWidth: 1 },
  ],
  areas: [{ kind: 2, maxSpeed: null, polygon: [{ x: 9, y: 3 }, { x: 11, y: 3 }, { x: 11, y: 8 }, { x: 9, y: 8 }] }],
};

function makeRobot(battery = 80) {
  const acks: AckMessage[] = [];
  const robot = new SimRobot({ serialNo: 'NAV-1', model: 'ugo Pro', floorId: 1, battery, pose: { x: 5, y: 5, yaw: 0 }, autonomous: true });
  robot.attach({ ack: (a) => acks.push(a), event: () => undefined, changed: () => undefined });
  let seq = 0;
  const send = (command: RobotCommand) => robot.receive({ type: 'command', seq: ++seq, ts: Date.now(), command });
  return { robot, acks, send };
}

/** Steps the robot in 50 ms increments until `done` or `ms` pass; answers the poses it passed. */
function drive(robot: SimRobot, ms: number, done: () => boolean = () => false): Array<{ x: number; y: number }> {
  const poses: Array<{ x: number; y: number }> = [];
  for (let t = 0; t < ms && !done(); t += 50) {
    vi.advanceTimersByTime(50);
    robot.step(Date.now());
    poses.push({ x: robot.pose.x, y: robot.pose.y });
  }
  return poses;
}

const near = (p: { x: number; y: number }, q: { x: number; y: number }, m = 0.5) => Math.hypot(p.x - q.x, p.y - q.y) < m;

describe('navigation over the route graph', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a goTo with NO_ROUTE before it has its floor graph, and for a waypoint the routes do not reach', () => {
    const { robot, acks, send } = makeRobot();
    send({ name: 'goTo', waypointId: 3 });
    robot.takeGraph({ ...graph, routes: [] });
    send({ name: 'goTo', waypointId: 3 });
    drive(robot, 100);
    expect(acks.map((a) => a.code)).toEqual(['NO_ROUTE', 'NO_ROUTE']);
  });

  it('drives to a waypoint along the routes round a no-go area, reporting its path, and stays there', () => {
    const { robot, acks, send } = makeRobot();
    robot.takeGraph(graph);
    send({ name: 'goTo', waypointId: 3 });
    drive(robot, 100);
    expect(acks[0]).toMatchObject({ result: 'ok', data: { waypointId: 3, path: [1, 2, 4, 3] } });
    expect(robot.telemetry().navigation).toMatchObject({ waypointId: 3 });
    const poses = drive(robot, 120_000, () => robot.mode !== 'navigate');
    expect(robot.mode).toBe('idle');
    expect(near(robot.pose, { x: 15, y: 5 })).toBe(true);
    expect(poses.some((p) => near(p, { x: 5, y: 15 }))).toBe(true);
    expect(poses.some((p) => near(p, { x: 15, y: 15 }))).toBe(true);
    expect(poses.every((p) => !(p.x > 9 && p.x < 11 && p.y > 3 && p.y < 8))).toBe(true);
    expect(robot.telemetry().navigation).toBeNull();
    drive(robot, 10_000);
    expect(near(robot.pose, { x: 15, y: 5 })).toBe(true);
  });

  it('drives to a waypoint beyond the default 40 × 25 m world, which its floor graph widens', () => {
    const { robot, acks, send } = makeRobot();
    const far: FloorGraphMessage = {
      ...graph,
      waypoints: [...graph.waypoints, { id: 6, type: 1, x: 60, y: 5, yaw: 0 }, { id: 7, type: 1, x: 60, y: -8, yaw: 0 }],
      routes: [...graph.routes, { from: 5, to: 6, twoWay: true, laneWidth: 1 }, { from: 6, to: 7, twoWay: true, laneWidth: 1 }],
    };
    robot.takeGraph(far);
    send({ name: 'goTo', waypointId: 7 });
    drive(robot, 100);
    expect(acks[0]).toMatchObject({ result: 'ok', data: { waypointId: 7 } });
    drive(robot, 300_000, () => robot.mode !== 'navigate');
    expect(robot.mode).toBe('idle');
    expect(near(robot.pose, { x: 60, y: -8 })).toBe(true);
  });

  it('plans again when the graph changes under way', () => {
    const { robot, send } = makeRobot();
    robot.takeGraph(graph);
    send({ name: 'goTo', waypointId: 3 });
    drive(robot, 2000);
    // The no-go area is lifted: the straight route to the goal is open now.
    robot.takeGraph({ ...graph, revision: 2, areas: [] });
    drive(robot, 200);
    expect(robot.navigation?.path.at(-1)).toBe(3);
    expect(robot.navigation?.path).not.toContain(4);
  });

  it('reaches a flow stop that names a waypoint along the routes', () => {
    const { robot, acks, send } = makeRobot();
    robot.takeGraph(graph);
    send({ name: 'flow', action: 'start', flowId: 7, waypoints: [{ x: 15, y: 5, waypointId: 3 }] });
    const poses = drive(robot, 120_000, () => robot.mode !== 'flow');
    expect(acks[0]?.result).toBe('ok');
    expect(poses.some((p) => near(p, { x: 15, y: 15 }))).toBe(true);
    expect(poses.some((p) => near(p, { x: 15, y: 5 }))).toBe(true);
  });

  it('returns to a charge waypoint along the routes when its battery runs low', () => {
    const { robot } = makeRobot(21);
    robot.takeGraph(graph);
    drive(robot, 240_000, () => robot.charging);
    expect(robot.charging).toBe(true);
    expect(near(robot.pose, { x: 20, y: 5 })).toBe(true);
  });

  it('keeps to the speed of the area it drives through', () => {
    const { robot, send } = makeRobot();
    robot.takeGraph({ ...graph, areas: [{ kind: 1, maxSpeed: 0.2, polygon: [{ x: 0, y: 0 }, { x: 30, y: 0 }, { x: 30, y: 30 }, { x: 0, y: 30 }] }] });
    send({ name: 'goTo', waypointId: 3 });
    const speeds: number[] = [];
    for (let i = 0; i < 200; i++) {
      vi.advanceTimersByTime(50);
      robot.step(Date.now());
      speeds.push(robot.velocity.linear);
    }
    expect(Math.max(...speeds)).toBeGreaterThan(0);
    expect(Math.max(...speeds)).toBeLessThanOrEqual(0.2);
  });
});
