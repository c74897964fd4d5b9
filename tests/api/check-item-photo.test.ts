// The picture beside a check item (issue 15 item 6): GET /api/check-items/{id}/latest-photo answers
// the newest photo of the robots in the item's building from a camera that fits the item's type
// (the thermal camera for a thermal item, any other camera otherwise), or null before there is one;
// a check item out of the caller's reach answers 404, as its detail does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCameraFrame } from '@fleetdeck/model';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, handRobot, registerRobot, telemetry, type Message, type RecordingSocket } from './gateway-helpers.js';

type Photo = { id: number; robotId: number; camera: string; url: string };
type Latest = { photo: Photo | null; robotName: string | null };

let server: TestServer;
let admin: string;
let robot: { id: number; socket: RecordingSocket };
const items = { meter: 0, camera: 0, thermal: 0, otherOrganization: 0 };

const latest = (id: number, token: string | undefined = admin) => server.api<Latest>('GET', `/api/check-items/${id}/latest-photo`, undefined, token);
const commandsOf = (socket: RecordingSocket) => socket.messages.filter((m) => m.type === 'command') as Array<Message & { seq: number; command: { name: string } }>;
const itemId = (name: string) => (server.sql.get('SELECT id FROM check_items WHERE name = ?', name) as { id: number }).id;
// SOI, a SOF0 naming 4x3 pixels, EOI: enough for the server, which checks the signature.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 3, 0, 4, 0x01, 0x01, 0x11, 0x00, ...Array.from({ length: 16 }, () => 0x22), 0xff, 0xd9]);

/** Has the hand robot answer one photo command from `camera`; answers the stored photo. */
async function photograph(camera: string): Promise<Photo> {
  const asked = commandsOf(robot.socket).length;
  const answer = server.api<{ data: { photo: Photo } }>('POST', `/api/robots/${robot.id}/commands`, { name: 'photo', camera }, admin);
  const command = await robot.socket.until(() => commandsOf(robot.socket).slice(asked).find((c) => c.command.name === 'photo'), 5000, 'photo command');
  robot.socket.socket.send(encodeCameraFrame({ camera, ts: Date.now(), frameSeq: 1, width: 4, height: 3, photoSeq: command.seq }, JPEG));
  robot.socket.send({ type: 'ack', seq: command.seq, result: 'ok', data: { camera } });
  return (await answer).body.data.photo;
}

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  const ids = demoIds(server);
  const registered = await registerRobot(server, admin, { name: 'Inspection photographer', serialNo: `CIP-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  const { socket } = await handRobot(server, registered.serialNo, registered.credential);
  socket.send(telemetry(registered.floorId));
  robot = { id: registered.id, socket };
  items.meter = itemId('Boiler room pressure gauge');
  items.camera = itemId('Lobby fire extinguisher');
  items.otherOrganization = itemId('Freezer thermometer');
  const organizationId = (server.sql.get('SELECT organization_id AS id FROM buildings WHERE id = ?', ids.tower) as { id: number }).id;
  const created = await server.api<{ id: number }>('POST', '/api/check-items', {
    name: 'Switchboard heat', type: 2, organizationId, buildingId: ids.tower, floorId: ids.towerFloor, meterType: 'none', json: '{}',
  }, admin);
  expect(created.status).toBe(201);
  items.thermal = created.body.id;
});
afterAll(async () => {
  robot?.socket.terminate();
  await server?.stop();
});

describe('GET /api/check-items/{id}/latest-photo', () => {
  it('answers null before any robot of the building has taken a fitting photo', async () => {
    for (const id of [items.meter, items.camera, items.thermal]) {
      const res = await latest(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ photo: null, robotName: null });
    }
  });

  it("answers the newest photo of a camera for meter and camera items and the thermal camera's for a thermal item", async () => {
    const front = await photograph('v1');
    const thermal = await photograph('thermal');
    for (const id of [items.meter, items.camera]) expect((await latest(id)).body).toEqual({ photo: front, robotName: 'Inspection photographer' });
    expect((await latest(items.thermal)).body).toEqual({ photo: thermal, robotName: 'Inspection photographer' });
    const rear = await photograph('v2');
    expect((await latest(items.camera)).body.photo?.id).toBe(rear.id);
    expect((await latest(items.thermal)).body.photo?.id).toBe(thermal.id);
    // The JPEG the answer names is served by the robot photo route.
    const image = await fetch(`${server.url}${rear.url}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(image.status).toBe(200);
  });

  it('answers every role that may see the item; 404 to another organization and for no such item; 401 signed out', async () => {
    const operator = await server.login(demo.operator);
    expect((await latest(items.camera, operator)).body.photo?.camera).toBe('v2');
    const otherAdmin = await server.login(demo.otherAdmin);
    const refused = await latest(items.camera, otherAdmin);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // Their own thermal item: no robot of theirs has photographed it, and the tower's photos stay out of sight.
    expect((await latest(items.otherOrganization, otherAdmin)).body).toEqual({ photo: null, robotName: null });
    expect((await latest(999_999_999)).status).toBe(404);
    expect((await latest(items.camera, '')).status).toBe(401);
  });
});
