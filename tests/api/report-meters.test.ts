// Meter reading (issue 20, item 3): a meter item's photo is read on every flow run — by the built-in
// reader inside the item's saved crop when it names no service (or its building is not linked), by
// hakaru.ai, KanriRoid or LiLz with the credentials of the building's linkage otherwise. The services
// are local fakes that speak their HTTP shape; the reading is a meter detail checked against the rule.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GaugePhotoSize } from '../../packages/robot-sim/src/gauge-photo.js';
import { decodePhoto } from '../../packages/robot-sim/src/gauge-reader.js';
import { gaugeValue } from '../../packages/robot-sim/src/inspection.js';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, placeRobot, registerRobot, spawnSim } from './gateway-helpers.js';
import { fakeHakaruAi, startFakeService, type FakeService } from './meter-service-fakes.js';

type Detail = { id: number; type: number; result: number; checkItemId: number | null; label: string; value: number | null; unit: string; occurredAt: string };

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const hakaruLogin = { username: 'aozora-meters', password: 'hakaru-pass-1' };

let server: TestServer;
let admin: string;
let sim: ChildProcess | undefined;
let hakaru: FakeService;
let kanriRoid: FakeService;
let lilz: FakeService;
let report: { id: number; result: number | null };
let details: Detail[];
const items: Record<'builtin' | 'hakaru' | 'kanriRoid' | 'lilz', number> = { builtin: 0, hakaru: 0, kanriRoid: 0, lilz: 0 };
let ruleId: number;

beforeAll(async () => {
  hakaru = await fakeHakaruAi(hakaruLogin, '0.73');
  kanriRoid = await startFakeService((call) =>
    call.headers.authorization === 'Bearer kr-token' && call.path === '/v1/buildings/KR-B1/readings' ? { status: 200, body: { value: 57.5 } } : { status: 401, body: { error: 'unauthorized' } });
  // LiLz is down: the meter's detail is an error, the run goes on.
  lilz = await startFakeService(() => ({ status: 503, body: { error: 'maintenance' } }));
  server = await startTestServer({
    smtp: false,
    env: { HAKARU_AI_URL: hakaru.url, HAKARU_AI_PASSWORD: hakaruLogin.password, KANRIROID_URL: kanriRoid.url, LILZ_URL: lilz.url },
  });
  admin = await server.login(demo.orgAdmin);
  const ids = demoIds(server);
  const building = await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, admin);
  const organizationId = building.body.organizationId;
  const linked = await server.api('PATCH', `/api/buildings/${ids.tower}`, {
    linkage: { hakaruAi: { loginId: hakaruLogin.username }, meterSystem: { token: 'kr-token', buildingId: 'KR-B1' }, lilz: { accessToken: 'lz-token', managementUnitId: 'LZ-UNIT' } },
  }, admin);
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  const rule = await server.api<{ id: number }>('POST', '/api/threshold-rules', {
    name: 'Pressure high', organizationId, level: 9, conditions: [{ bound: 'max', comparator: 'gt', value: 0.1 }],
  }, admin);
  ruleId = rule.body.id;
  const item = async (name: string, body: Record<string, unknown>) => {
    const res = await server.api<{ id: number }>('POST', '/api/check-items', {
      name, type: 0, organizationId, buildingId: ids.tower, floorId: ids.towerFloor, meterType: 'analog', ...body,
    }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  };
  items.builtin = await item('Boiler gauge (built-in)', {
    markerType: 'aruco', alertEnabled: true, thresholdRuleId: ruleId,
    json: JSON.stringify({ unit: 'MPa', range: [0, 1.6], crop: { mode: 'aruco', markerIds: [1, 2, 3, 4] } }),
  });
  items.hakaru = await item('Boiler gauge (hakaru.ai)', { meterReadingService: 'hakaruAi', qrCodeNumber: 'hkr0001_boiler', markerType: 'none', json: JSON.stringify({ unit: 'MPa', crop: { mode: 'none', rect: drawnCrop } }) });
  items.kanriRoid = await item('Water meter (KanriRoid)', { meterReadingService: 'kanriRoid', deviceId: 'KR-7', taskId: 'T-1', markerType: 'none', json: '{"unit":"m3"}' });
  items.lilz = await item('Tank gauge (LiLz)', { meterReadingService: 'lilz', deviceId: 'LZ-3', markerType: 'none', json: '{"unit":"%"}' });
  const robot = await registerRobot(server, admin, { name: 'Meter runner', serialNo: `MTR-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  sim = await spawnSim(server, [robot]);
  await placeRobot(server, admin, robot.id, { x: 2, y: 1.5 });
  await vi.waitFor(async () => {
    const started = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, {
      name: 'flow', action: 'start', flowName: 'Meter round',
      waypoints: [{ x: 2.5, y: 1.5, checkItemId: items.builtin }, { x: 3, y: 1.5, checkItemId: items.hakaru }, { x: 3.5, y: 1.5, checkItemId: items.kanriRoid }, { x: 4, y: 1.5, checkItemId: items.lilz }],
    }, admin);
    expect(started.body.result).toBe('ok');
  }, { timeout: 15_000, interval: 200 });
  await vi.waitFor(async () => {
    const list = await server.api<Array<{ id: number; result: number | null; endedAt: string | null }>>('GET', `/api/reports?filter=${filter({ where: { robotId: robot.id } })}`, undefined, admin);
    expect(list.body[0]?.endedAt).toBeTruthy();
    report = list.body[0]!;
  }, { timeout: 170_000, interval: 250 });
  details = (await server.api<Detail[]>('GET', `/api/report-details?filter=${filter({ where: { reportId: report.id, type: 30 }, limit: 100 })}`, undefined, admin)).body;
}, 220_000);

afterAll(async () => {
  sim?.kill('SIGKILL');
  await server?.stop();
  await Promise.all([hakaru, kanriRoid, lilz].map((fake) => fake?.stop()));
});

const meterOf = (checkItemId: number) => details.find((d) => d.checkItemId === checkItemId);

/** The rectangle drawn on the hakaru.ai item's photo in its settings dialog (a crop without markers). */
const drawnCrop = { x: 80, y: 30, width: 160, height: 170 };

describe('meter reading on a flow run', () => {
  it('reads the simulated gauge with the built-in reader inside the saved crop, on the item\'s range', () => {
    const meter = meterOf(items.builtin)!;
    expect(meter).toMatchObject({ type: 30, label: 'meter', unit: 'MPa' });
    const shown = gaugeValue(items.builtin, Date.parse(meter.occurredAt));
    // One unit of the 0-100 dial is 0.016 MPa on a 0-1.6 MPa range.
    expect(Math.abs(meter.value! - (shown / 100) * 1.6)).toBeLessThan(0.016);
  });

  it('checks the meter against its rule: a breach is an abnormality and a threshold-log line', async () => {
    const meter = meterOf(items.builtin)!;
    expect(meter.result).toBe(1);
    expect(report.result).toBe(1);
    const log = await server.api<Array<{ thresholdRuleId: number; value: number }>>('GET', `/api/threshold-logs?filter=${filter({ where: { checkItemId: items.builtin } })}`, undefined, admin);
    expect(log.body).toEqual([expect.objectContaining({ thresholdRuleId: ruleId, value: meter.value })]);
  });

  it('asks hakaru.ai with a token for the building\'s login ID and the meter\'s QR code value', () => {
    expect(meterOf(items.hakaru)).toMatchObject({ value: 0.73, result: 0, unit: 'MPa' });
    const [token, inspect] = hakaru.calls;
    expect(token).toMatchObject({ method: 'POST', path: '/v2/oauth2/access_token', body: hakaruLogin });
    expect(inspect).toMatchObject({ method: 'POST', path: '/v1/resources/images', body: { qr: 'hkr0001_boiler' } });
    expect(inspect!.headers.authorization).toBe('Bearer hakaru-access');
    expect(Buffer.from(String(inspect!.body.image), 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(String(inspect!.body.measured_at)).toMatch(/^\d{13}$/);
  });

  it('sends a service the saved crop, not the whole photo, and the whole photo only to an item without a crop', () => {
    const sent = (image: unknown) => decodePhoto(Buffer.from(String(image), 'base64'));
    const cropped = sent(hakaru.calls[1]!.body.image);
    expect({ width: cropped.width, height: cropped.height }).toEqual({ width: drawnCrop.width, height: drawnCrop.height });
    const whole = sent(lilz.calls[0]!.body.image);
    expect({ width: whole.width, height: whole.height }).toEqual({ width: GaugePhotoSize.width, height: GaugePhotoSize.height });
  });

  it('asks KanriRoid with the meter system token for the linked building, the device and task IDs', () => {
    expect(meterOf(items.kanriRoid)).toMatchObject({ value: 57.5, result: 0, unit: 'm3' });
    expect(kanriRoid.calls).toHaveLength(1);
    expect(kanriRoid.calls[0]).toMatchObject({ path: '/v1/buildings/KR-B1/readings', body: { deviceId: 'KR-7', taskId: 'T-1', meterType: 'analog' } });
  });

  it('records a LiLz failure as an error detail (§4 result 9) after asking with the access token', () => {
    expect(meterOf(items.lilz)).toMatchObject({ value: null, result: 9 });
    expect(lilz.calls[0]).toMatchObject({ path: '/v1/management-units/LZ-UNIT/images', body: { deviceId: 'LZ-3' } });
    expect(lilz.calls[0]!.headers.authorization).toBe('Bearer lz-token');
  });
});
