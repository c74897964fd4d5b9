// What the gateway checks in a robot's messages beyond their shape (issue 4): the floor a robot
// reports against its building's floors, and the exact §4/§8 device codes of its events.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, latestState, registerRobot, telemetry, type Message, type RecordingSocket } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.terminate();
});
afterAll(async () => {
  await server?.stop();
});

let n = 0;
const newRobot = () =>
  registerRobot(server, admin, { name: `Checked ${++n}`, serialNo: `GV-${n}-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });

type Activity = { events: Array<{ kind: string; code: string; level: number; active: boolean | null; data: Record<string, unknown> | null }> };
const activity = async (robotId: number) => (await server.api<Activity>('GET', `/api/robots/${robotId}/activity`, undefined, admin)).body.events;
const floorEvents = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'event' && (m.event as { kind: string }).kind === 'floor') as Array<Message & { event: Record<string, unknown> }>;

describe('the floor a robot reports', () => {
  it('outside its building: the robot stays heard but is placed on no floor, and one warning is raised until it is back on a floor of its building', async () => {
    const robot = await newRobot();
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    const { socket, welcome } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    const unknownFloor = ids.warehouseFloor;
    expect(welcome.floorIds).not.toContain(unknownFloor);
    const state = () => latestState(stream, robot.serialNo) as { connection: string; telemetry: { floorId: number | null; battery: { percent: number } } | null } | undefined;

    socket.send(telemetry(unknownFloor, { battery: { percent: 42, state: 'active' } }));
    // Everything else it says still reaches the operator; only the floor is withheld.
    await stream.until(() => (state()?.telemetry?.battery.percent === 42 ? true : undefined), 3000, 'telemetry');
    expect(state()).toMatchObject({ connection: 'online', telemetry: { floorId: null } });
    const raised = await stream.waitFor((m) => m.type === 'event' && (m.event as { kind: string }).kind === 'floor');
    expect(raised).toMatchObject({
      serialNo: robot.serialNo,
      event: { kind: 'floor', code: 'UNKNOWN_FLOOR', level: 5, active: true, data: { floorId: unknownFloor, floorIds: welcome.floorIds } },
    });

    // Reported again: no second warning.
    socket.send(telemetry(unknownFloor, { battery: { percent: 41, state: 'active' } }));
    await stream.until(() => (state()?.telemetry?.battery.percent === 41 ? true : undefined), 3000, 'second telemetry');
    expect(floorEvents(stream)).toHaveLength(1);

    // Back on a floor of its building: placed there, and the warning is cleared.
    socket.send(telemetry(robot.floorId, { battery: { percent: 40, state: 'active' } }));
    await stream.until(() => (state()?.telemetry?.floorId === robot.floorId ? true : undefined), 3000, 'placed');
    const cleared = await stream.waitFor((m) => m.type === 'event' && (m.event as { active?: boolean }).active === false);
    expect(cleared).toMatchObject({ event: { kind: 'floor', code: 'UNKNOWN_FLOOR', level: 0, active: false, data: { floorId: robot.floorId } } });
    expect(socket.closeCode).toBeNull();

    // Both are stored for the robot's activity.
    const stored = (await activity(robot.id)).filter((e) => e.kind === 'floor');
    expect(stored.map((e) => [e.code, e.active, e.data?.floorId])).toEqual([
      ['UNKNOWN_FLOOR', false, robot.floorId],
      ['UNKNOWN_FLOOR', true, unknownFloor],
    ]);
  });
});

describe('event codes', () => {
  /** Sends one event; answers the close code when the gateway closed the robot, else null once the event is stored. */
  async function sendEvent(kind: string, code: string | number): Promise<number | null> {
    const robot = await newRobot();
    const { socket } = await handRobot(server, robot.serialNo, robot.credential);
    sockets.push(socket);
    socket.send(telemetry(robot.floorId));
    socket.send({ type: 'event', ts: Date.now(), level: 5, kind, code });
    const closedOrStored = await socket.until(() => {
      if (socket.closeCode !== null) return socket.closeCode;
      return undefined;
    }, 1000, 'close').catch(() => null);
    if (closedOrStored !== null) return closedOrStored;
    const stored = (await activity(robot.id)).some((e) => e.kind === kind && e.code === String(code));
    expect(stored).toBe(true);
    return null;
  }

  it('accept the exact elevator cloud, security-door and rosbag codes and close a robot that sends a near miss (4400)', async () => {
    const accepted: Array<[string, string | number]> = [
      ['elevatorCloud', 'A0001'], ['elevatorCloud', 'A0019'], ['elevatorCloud', 'S0020'], ['elevatorCloud', 'S0023'], ['elevatorCloud', 'S2201'], ['elevatorCloud', 'S2404'],
      ['securityDoor', 0], ['securityDoor', 5], ['securityDoor', 91], ['securityDoor', 94], ['securityDoor', 99],
      ['rosbag', 'r001'], ['rosbag', 'r105'], ['rosbag', 'r203'], ['rosbag', 'r802'],
    ];
    const refused: Array<[string, string | number]> = [
      ['elevatorCloud', 'S2200'], ['elevatorCloud', 'S2405'], ['elevatorCloud', 'S2499'], ['elevatorCloud', 'A0020'], ['elevatorCloud', 'S0021'],
      ['securityDoor', 6], ['securityDoor', 90], ['securityDoor', 95], ['securityDoor', '1'],
      ['rosbag', 'r003'], ['rosbag', 'r106'], ['rosbag', 'r204'], ['rosbag', 'r803'],
    ];
    const results = await Promise.all([...accepted, ...refused].map(async ([kind, code]) => [kind, code, await sendEvent(kind, code)] as const));
    expect(results).toEqual([...accepted.map(([k, c]) => [k, c, null]), ...refused.map(([k, c]) => [k, c, 4400])]);
  });
});
