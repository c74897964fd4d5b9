// QR crops on the server and exports beyond one page of rows (issue 20): a hand robot on a flow
// run sends the photos a real robot would. A meter item saved with a QR crop is read on the server
// inside the square beside the QR code it finds on each photo; a photo whose QR code names another
// meter's number is no reading of this one (§4 result 4). The flow command carries each item's QR
// code number, which the simulator prints on its label. Exports of more details than the server
// reads in one page come back whole: every row in Excel and in shift-jis CSV.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeCameraFrame } from '@fleetdeck/model';
import { renderGaugePhoto } from '../../packages/robot-sim/src/gauge-photo.js';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, handRobot, registerRobot, telemetry, type Message, type RecordingSocket } from './gateway-helpers.js';
import { ExcelJS, iconv } from './export-decoders.js';

type Detail = { id: number; type: number; result: number; checkItemId: number | null; label: string; value: number | null };
type Job = { id: number; status: string; rows: number; size: number; fileId: number | null; failure: string };
type FlowCommand = Message & { seq: number; command: { name: string; waypoints?: Array<Record<string, unknown>> } };

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** More than export-rows.ts reads in one page (2,000), so the export crosses pages. */
const SENSOR_READINGS = 2_080;
const SHOWN = 62.5;

let server: TestServer;
let admin: string;
let socket: RecordingSocket;
let flowCommand: FlowCommand;
let reportId: number;
let details: Detail[];
const items = { qr: 0, otherMeter: 0 };

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  const ids = demoIds(server);
  const organizationId = (await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, admin)).body.organizationId;
  const item = async (name: string, qrCodeNumber: string) => {
    const res = await server.api<{ id: number }>('POST', '/api/check-items', {
      name, type: 0, organizationId, buildingId: ids.tower, floorId: ids.towerFloor, meterType: 'analog', markerType: 'qr', qrCodeNumber,
      json: JSON.stringify({ unit: '%', range: [0, 100], crop: { mode: 'qr' } }),
    }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  };
  items.qr = await item('給水タンク QR gauge', 'QR-0042');
  items.otherMeter = await item('Tank QR gauge (photographed wrong)', 'QR-0043');

  const robot = await registerRobot(server, admin, { name: 'QR runner', serialNo: `QRR-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  ({ socket } = await handRobot(server, robot.serialNo, robot.credential));
  socket.send(telemetry(robot.floorId));
  const started = server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, {
    name: 'flow', action: 'start', flowName: 'QR round', waypoints: [{ x: 5, y: 5, checkItemId: items.qr }, { x: 6, y: 5, checkItemId: items.otherMeter }],
  }, admin);
  flowCommand = (await socket.waitFor((m) => m.type === 'command' && (m as FlowCommand).command.name === 'flow')) as FlowCommand;
  socket.send({ type: 'ack', seq: flowCommand.seq, result: 'ok' });
  expect((await started).body.result).toBe('ok');
  const running = { flowId: null, name: 'QR round', step: 0, steps: 2 };
  socket.send(telemetry(robot.floorId, { currentFlow: running }));

  let frameSeq = 0;
  const photo = (checkItemId: number, qrText: string) => socket.socket.send(encodeCameraFrame(
    { camera: 'v1', ts: Date.now(), frameSeq: ++frameSeq, width: 320, height: 240, inspection: { checkItemId } },
    renderGaugePhoto({ value: SHOWN, markerType: 'qr', label: 'Tank', qrText }),
  ));
  photo(items.qr, 'QR-0042');
  // The robot stood before the wrong meter: its label says another number.
  photo(items.otherMeter, 'QR-0099');
  for (let sent = 0; sent < SENSOR_READINGS; sent += 32) {
    const readings = Array.from({ length: Math.min(32, SENSOR_READINGS - sent) }, (_, i) => ({ kind: 'sensor', name: 'temperature', value: 20 + ((sent + i) % 10), unit: '°C' }));
    socket.send({ type: 'inspection', ts: Date.now(), checkItemId: items.qr, waypoint: 0, pose: { x: 5, y: 5, yaw: 0 }, readings });
  }
  socket.send(telemetry(robot.floorId, { currentFlow: null }));

  reportId = await vi.waitFor(async () => {
    const [report] = (await server.api<Array<{ id: number; endedAt: string | null }>>('GET', `/api/reports?filter=${filter({ where: { robotId: robot.id } })}`, undefined, admin)).body;
    const count = report ? (await server.api<{ count: number }>('GET', `/api/report-details/count?where=${filter({ reportId: report.id })}`, undefined, admin)).body.count : 0;
    // Two photos, two meter details and every sensor reading: the recorder writes them in order, the report's end last.
    if (!report?.endedAt || count < SENSOR_READINGS + 4) throw new Error(`the report was not written: ${JSON.stringify(report)}, ${count} details`);
    return report.id;
  }, { timeout: 150_000, interval: 250 });
  details = (await server.api<Detail[]>('GET', `/api/report-details?filter=${filter({ where: { reportId, type: 30 }, limit: 10 })}`, undefined, admin)).body;
}, 200_000);

afterAll(async () => {
  socket?.terminate();
  await server?.stop();
});

/** Starts an export of the run's report, waits for its job to end, and answers the job and the file's bytes. */
async function exported(body: Record<string, unknown>): Promise<{ job: Job; bytes: Buffer }> {
  const started = await server.api<Job>('POST', '/api/reports/exports', { reportIds: [reportId], ...body }, admin);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const job = started.body.status !== 'running' ? started.body : await vi.waitFor(async () => {
    const now = (await server.api<Job>('GET', `/api/export-jobs/${started.body.id}`, undefined, admin)).body;
    if (now.status === 'running') throw new Error(`export ${now.id} still running`);
    return now;
  }, { timeout: 60_000, interval: 100 });
  expect(job.status, job.failure).toBe('done');
  const file = await fetch(`${server.url}/api/files/${job.fileId}`, { headers: { authorization: `Bearer ${admin}` } });
  return { job, bytes: Buffer.from(await file.arrayBuffer()) };
}

describe('QR crops applied on the server', () => {
  it('sends the robot each QR item\'s QR code number with its flow, for the label it photographs', () => {
    expect(flowCommand.command.waypoints).toEqual([
      expect.objectContaining({ checkItemId: items.qr, markerType: 'qr', qrCodeNumber: 'QR-0042' }),
      expect.objectContaining({ checkItemId: items.otherMeter, markerType: 'qr', qrCodeNumber: 'QR-0043' }),
    ]);
  });

  it('reads the gauge in the square beside the QR code the server finds on the photo', () => {
    const meter = details.find((d) => d.checkItemId === items.qr);
    expect(meter).toMatchObject({ label: 'meter', result: 0 });
    expect(Math.abs(meter!.value! - SHOWN)).toBeLessThan(1);
  });

  it('reads nothing from a photo whose QR code names another meter: the detail is §4 result 4', () => {
    expect(details.find((d) => d.checkItemId === items.otherMeter)).toMatchObject({ label: 'meter', value: null, result: 4 });
  });
});

describe('exports of more rows than one page', () => {
  it('writes every detail into the Excel rawdata sheet', async () => {
    const total = (await server.api<{ count: number }>('GET', `/api/report-details/count?where=${filter({ reportId })}`, undefined, admin)).body.count;
    const { job, bytes } = await exported({ kind: 'excel' });
    expect(job.rows).toBe(total);
    const sheet = (await new ExcelJS.Workbook().xlsx.load(bytes)).getWorksheet('rawdata')!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(total + 1).values[10]).toBe('給水タンク QR gauge');
  });

  it('writes every detail into shift-jis CSV that decodes back', async () => {
    const total = (await server.api<{ count: number }>('GET', `/api/report-details/count?where=${filter({ reportId })}`, undefined, admin)).body.count;
    const { job, bytes } = await exported({ kind: 'csv', encoding: 'shift-jis' });
    expect(job).toMatchObject({ rows: total, size: bytes.length });
    expect(bytes.includes(Buffer.from('給水', 'utf8'))).toBe(false);
    const lines = iconv.decode(bytes, 'Shift_JIS').trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines.filter((line) => line.includes('給水タンク QR gauge'))).toHaveLength(total - 2);
  });
});
