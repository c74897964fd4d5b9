// Inspections that produce results (issue 20): a flow run on a simulated robot writes a report
// header and its details (photos, thermal frames, sensor values at the check item's waypoint);
// reports are read per organization; exports decode back in every format; templates need a
// rawdata sheet; a general operator may not export.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, registerRobot, spawnSim } from './gateway-helpers.js';

type Report = { id: number; name: string; type: number; result: number | null; robotId: number; startedAt: string; endedAt: string | null };
type Detail = { id: number; reportId: number; type: number; result: number; checkItemId: number | null; label: string; value: number | null; unit: string; fileId: number | null; camera: string | null; waypoint: number | null };
type List<T> = T[];

let server: TestServer;
let admin: string;
let sim: ChildProcess | undefined;
let report: Report;
let details: Detail[];
let checkItemId: number;

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  const ids = demoIds(server);
  const building = await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, admin);
  const item = await server.api<{ id: number }>('POST', '/api/check-items', {
    name: 'Report run gauge', type: 0, organizationId: building.body.organizationId, buildingId: ids.tower, floorId: ids.towerFloor,
    meterType: 'analog', markerType: 'aruco', json: '{}',
  }, admin);
  expect(item.status).toBe(201);
  checkItemId = item.body.id;
  const robot = await registerRobot(server, admin, { name: 'Report runner', serialNo: `RPT-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  sim = await spawnSim(server, [robot]);
  // Sent until the robot is connected (before that the server answers ROBOT_OFFLINE).
  await vi.waitFor(async () => {
    const started = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, {
      name: 'flow', action: 'start', flowName: 'Gauge round', waypoints: [{ x: 2.5, y: 1.5, checkItemId }, { x: 3, y: 2 }],
    }, admin);
    expect(started.body.result).toBe('ok');
  }, { timeout: 15_000, interval: 200 });
  await vi.waitFor(async () => {
    const list = await server.api<List<Report>>('GET', `/api/reports?filter=${filter({ where: { robotId: robot.id } })}`, undefined, admin);
    report = list.body[0]!;
    expect(report?.endedAt, JSON.stringify(report)).toBeTruthy();
  }, { timeout: 45_000, interval: 250 });
  details = (await server.api<List<Detail>>('GET', `/api/report-details?filter=${filter({ where: { reportId: report.id }, limit: 100 })}`, undefined, admin)).body;
}, 90_000);
afterAll(async () => {
  sim?.kill('SIGKILL');
  await server?.stop();
});

describe('a simulated flow run', () => {
  it('writes a patrol report that ends without abnormality', () => {
    expect(report).toMatchObject({ name: 'Gauge round', type: 0, result: 0 });
    expect(report.endedAt).not.toBeNull();
  });

  it('writes a photo, a thermal frame and sensor values at the check item', async () => {
    const photo = details.find((d) => d.type === 1);
    const thermal = details.find((d) => d.type === 3);
    expect(photo).toMatchObject({ checkItemId, camera: 'v1', result: 0 });
    expect(thermal).toMatchObject({ checkItemId, camera: 'thermal', result: 0 });
    const sensors = details.filter((d) => d.type === 11);
    expect(sensors.map((d) => d.label).sort()).toEqual(['humidity', 'temperature']);
    expect(sensors.every((d) => d.checkItemId === checkItemId && d.waypoint === 0 && typeof d.value === 'number')).toBe(true);
    const image = await fetch(`${server.url}/api/files/${photo!.fileId}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it("refuses another organization's report and details", async () => {
    const other = await server.login(demo.otherAdmin);
    expect((await server.api('GET', `/api/reports/${report.id}`, undefined, other)).status).toBe(404);
    const theirs = await server.api<List<Detail>>('GET', `/api/report-details?filter=${filter({ where: { reportId: report.id } })}`, undefined, other);
    expect(theirs.body).toEqual([]);
  });
});
