// Inspections that produce results (issue 20): a flow run on a simulated robot writes a report
// header and its details (photos, thermal frames, sensor values at the check item's waypoint);
// reports are read per organization; exports decode back in every format; templates need a
// rawdata sheet; a general operator may not export.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, placeRobot, registerRobot, spawnSim } from './gateway-helpers.js';
import { ExcelJS, JSZip, iconv } from './export-decoders.js';

type Report = { id: number; name: string; type: number; result: number | null; robotId: number; startedAt: string; endedAt: string | null };
type Detail = { id: number; reportId: number; type: number; result: number; checkItemId: number | null; label: string; value: number | null; unit: string; fileId: number | null; camera: string | null; waypoint: number | null };
type List<T> = T[];

let server: TestServer;
let admin: string;
let sim: ChildProcess | undefined;
let report: Report;
let details: Detail[];
let checkItemId: number;
let ruleId: number;

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  const ids = demoIds(server);
  const building = await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, admin);
  // Any temperature above -100 °C breaches this rule, so the run has one abnormal reading.
  const rule = await server.api<{ id: number }>('POST', '/api/threshold-rules', {
    name: 'Room too warm', organizationId: building.body.organizationId, level: 5, conditions: [{ bound: 'max', comparator: 'gt', value: -100 }],
  }, admin);
  expect(rule.status).toBe(201);
  ruleId = rule.body.id;
  const item = await server.api<{ id: number }>('POST', '/api/check-items', {
    name: '圧力計 Report run gauge', type: 0, organizationId: building.body.organizationId, buildingId: ids.tower, floorId: ids.towerFloor,
    meterType: 'analog', markerType: 'aruco', json: '{"reading":"temperature"}', alertEnabled: true, thresholdRuleId: ruleId,
  }, admin);
  expect(item.status).toBe(201);
  checkItemId = item.body.id;
  const robot = await registerRobot(server, admin, { name: 'Report runner', serialNo: `RPT-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  sim = await spawnSim(server, [robot]);
  await placeRobot(server, admin, robot.id, { x: 2, y: 1.5 });
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
  }, { timeout: 150_000, interval: 250 });
  details = (await server.api<List<Detail>>('GET', `/api/report-details?filter=${filter({ where: { reportId: report.id }, limit: 100 })}`, undefined, admin)).body;
}, 200_000);
afterAll(async () => {
  sim?.kill('SIGKILL');
  await server?.stop();
});

describe('a simulated flow run', () => {
  it('writes a patrol report that ends with an abnormality, since a reading breached its rule', () => {
    expect(report).toMatchObject({ name: 'Gauge round', type: 0, result: 1 });
    expect(report.endedAt).not.toBeNull();
  });

  it('writes a photo, a thermal frame and sensor values at the check item', async () => {
    const photo = details.find((d) => d.type === 1);
    const thermal = details.find((d) => d.type === 3);
    expect(photo).toMatchObject({ checkItemId, camera: 'v1', result: 0 });
    expect(thermal).toMatchObject({ checkItemId, camera: 'thermal', result: 0 });
    const sensors = details.filter((d) => d.type === 11);
    expect(sensors.map((d) => d.label).sort()).toEqual(['humidity', 'temperature']);
    // Only the reading the rule watches is checked: temperature breaches, humidity is not looked at.
    expect(sensors.find((d) => d.label === 'temperature')).toMatchObject({ result: 1, unit: '°C' });
    expect(sensors.find((d) => d.label === 'humidity')).toMatchObject({ result: 0, unit: '%' });
    expect(sensors.every((d) => d.checkItemId === checkItemId && d.waypoint === 0 && typeof d.value === 'number')).toBe(true);
    const image = await fetch(`${server.url}/api/files/${photo!.fileId}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('writes the breach to the threshold log', async () => {
    const temperature = details.find((d) => d.label === 'temperature')!;
    const log = await server.api<Array<{ thresholdRuleId: number; checkItemId: number; level: number; value: number; ruleName: string }>>(
      'GET', `/api/threshold-logs?filter=${filter({ where: { checkItemId } })}`, undefined, admin);
    expect(log.body).toEqual([expect.objectContaining({ thresholdRuleId: ruleId, checkItemId, level: 5, value: temperature.value, ruleName: 'Room too warm' })]);
  });

  it('answers the check item\'s newest inspection photo and thermal frame for its settings dialog', async () => {
    const pictures = await server.api<{ photo: { fileId: number; camera: string } | null; thermal: { fileId: number } | null }>('GET', `/api/check-items/${checkItemId}/inspection-pictures`, undefined, admin);
    expect(pictures.body.photo).toMatchObject({ fileId: details.find((d) => d.type === 1)!.fileId, camera: 'v1' });
    expect(pictures.body.thermal).toMatchObject({ fileId: details.find((d) => d.type === 3)!.fileId });
    const other = await server.login(demo.otherAdmin);
    expect((await server.api('GET', `/api/check-items/${checkItemId}/inspection-pictures`, undefined, other)).status).toBe(404);
  });

  it("refuses another organization's report and details", async () => {
    const other = await server.login(demo.otherAdmin);
    expect((await server.api('GET', `/api/reports/${report.id}`, undefined, other)).status).toBe(404);
    const theirs = await server.api<List<Detail>>('GET', `/api/report-details?filter=${filter({ where: { reportId: report.id } })}`, undefined, other);
    expect(theirs.body).toEqual([]);
  });
});

type Job = { id: number; kind: string; status: string; rows: number; size: number; fileId: number | null; failure: string; encoding: string | null };

/** Starts an export, waits for its job to end, and answers the job and the file's bytes. */
async function exported(body: Record<string, unknown>, token = admin): Promise<{ job: Job; bytes: Buffer }> {
  const started = await server.api<Job>('POST', '/api/reports/exports', { reportIds: [report.id], ...body }, token);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  let job = started.body;
  await vi.waitFor(async () => {
    job = (await server.api<Job>('GET', `/api/export-jobs/${started.body.id}`, undefined, token)).body;
    expect(job.status).not.toBe('running');
  }, { timeout: 20_000, interval: 100 });
  expect(job, job.failure).toMatchObject({ status: 'done' });
  const file = await fetch(`${server.url}/api/files/${job.fileId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(file.status).toBe(200);
  return { job, bytes: Buffer.from(await file.arrayBuffer()) };
}

async function uploadTemplate(name: string, workbook: InstanceType<typeof ExcelJS.Workbook>) {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), `${name}.xlsx`);
  const res = await fetch(`${server.url}/api/export-templates`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
  return { status: res.status, body: (await res.json()) as { id: number; error?: { message: string; details: Array<{ path: string; message: string }> } } };
}

describe('report exports', () => {
  it('writes CSV in shift-jis that decodes back with the check item name and the §9 codes', async () => {
    const { job, bytes } = await exported({ kind: 'csv', encoding: 'shift-jis' });
    expect(job).toMatchObject({ kind: 'csv', encoding: 'shift-jis', rows: details.length, size: bytes.length });
    expect(bytes.includes(Buffer.from('圧力計', 'utf8'))).toBe(false);
    const lines = iconv.decode(bytes, 'Shift_JIS').trimEnd().split('\r\n');
    expect(lines[0]).toBe('reportId,reportName,reportType,reportResult,occurredAt,robotName,waypoint,x,y,checkItemName,detailType,detailResult,label,value,unit');
    expect(lines).toHaveLength(details.length + 1);
    const photoLine = lines.find((line) => line.split(',')[10] === '1')!;
    expect(photoLine.split(',')).toMatchObject({ 0: String(report.id), 1: 'Gauge round', 2: '0', 3: '1', 5: 'Report runner', 9: '圧力計 Report run gauge', 11: '0' });
  });

  it('writes CSV in utf-8 with a byte-order mark', async () => {
    const { bytes } = await exported({ kind: 'csv', encoding: 'utf-8' });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toContain('圧力計 Report run gauge');
  });

  it('writes an Excel workbook whose rawdata sheet holds every detail', async () => {
    const { bytes } = await exported({ kind: 'excel' });
    const workbook = await new ExcelJS.Workbook().xlsx.load(bytes);
    const sheet = workbook.getWorksheet('rawdata')!;
    expect(sheet.rowCount).toBe(details.length + 1);
    expect(sheet.getRow(1).values.slice(1, 4)).toEqual(['reportId', 'reportName', 'reportType']);
    expect(sheet.getRow(2).values[1]).toBe(report.id);
  });

  it('refuses a template without a rawdata sheet with the spec\'s message, and fills one that has it', async () => {
    const bad = new ExcelJS.Workbook();
    bad.addWorksheet('summary');
    const refused = await uploadTemplate('No rawdata', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details).toEqual([{ path: 'file', code: 'rawdata', message: 'A template must contain a rawdata sheet' }]);

    const good = new ExcelJS.Workbook();
    const summary = good.addWorksheet('summary');
    summary.getCell('A1').value = { formula: 'COUNTA(rawdata!A:A)-1' } as never;
    good.addWorksheet('rawdata').addRow(['old']);
    const created = await uploadTemplate('Monthly', good);
    expect(created.status).toBe(201);
    const { bytes } = await exported({ kind: 'excel', templateId: created.body.id });
    const workbook = await new ExcelJS.Workbook().xlsx.load(bytes);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['summary', 'rawdata']);
    expect(workbook.getWorksheet('summary')!.getCell('A1').formula).toBe('COUNTA(rawdata!A:A)-1');
    expect(workbook.getWorksheet('rawdata')!.rowCount).toBe(details.length + 1);
    const templates = await server.api<Array<{ name: string }>>('GET', '/api/export-templates', undefined, admin);
    expect(templates.body.map((t) => t.name)).toEqual(['Monthly']);
  });

  it('writes the photos and thermal frames as a ZIP', async () => {
    const { job, bytes } = await exported({ kind: 'media' });
    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir).sort();
    expect(names).toHaveLength(2);
    expect(job.rows).toBe(2);
    for (const name of names) {
      expect(name).toMatch(new RegExp(`^report-${report.id}/\\d+-(v1|thermal)\\.jpg$`));
      const jpeg = await zip.files[name]!.async('nodebuffer');
      expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it('lists every export in the history', async () => {
    const history = await server.api<Job[]>('GET', '/api/export-jobs', undefined, admin);
    expect(history.body.map((j) => j.kind).sort()).toEqual(['csv', 'csv', 'excel', 'excel', 'media']);
    expect(history.body.every((j) => j.status === 'done')).toBe(true);
  });

  it('answers §8: output permission insufficient to a general operator, no data found for reports out of reach', async () => {
    const operator = await server.login(demo.operator);
    const refused = await server.api<{ error: { message: string } }>('POST', '/api/reports/exports', { kind: 'csv', reportIds: [report.id] }, operator);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Output permission insufficient');
    const other = await server.login(demo.otherAdmin);
    const none = await server.api<{ error: { message: string } }>('POST', '/api/reports/exports', { kind: 'csv', reportIds: [report.id] }, other);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('No data found');
  });
});

describe('an export whose process died', () => {
  it('is started again by the next process and ends done with its file, once', async () => {
    // A process that crashed mid-export leaves its job's row running, its heartbeat long stopped.
    const owner = server.sql.get<{ organization_id: number; operator_id: number; operator_name: string }>(
      "SELECT organization_id, operator_id, operator_name FROM export_jobs WHERE status = 'done' ORDER BY id LIMIT 1")!;
    const stopped = new Date(Date.now() - 10 * 60_000).toISOString();
    const request = JSON.stringify({ kind: 'csv', encoding: 'utf-8', reportIds: [report.id] });
    const row = server.sql.get<{ id: number }>(
      `INSERT INTO export_jobs (organization_id, operator_id, operator_name, kind, format, encoding, template_id, request, unique_key, status, rows, size, file_id, failure, finished_at, created_at, updated_at)
       VALUES (?, ?, ?, 'csv', 0, 'utf-8', NULL, ?, 'crashed-export', 'running', 0, 0, NULL, '', NULL, ?, ?) RETURNING id`,
      owner.organization_id, owner.operator_id, owner.operator_name, request, stopped, stopped)!;
    await server.kill();
    await server.restart();
    let job: Job | undefined;
    await vi.waitFor(async () => {
      job = (await server.api<Job>('GET', `/api/export-jobs/${row.id}`, undefined, admin)).body;
      expect(job.status).toBe('done');
    }, { timeout: 30_000, interval: 200 });
    expect(job).toMatchObject({ rows: details.length });
    const file = await fetch(`${server.url}/api/files/${job!.fileId}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(Buffer.from(await file.arrayBuffer()).subarray(3).toString('utf8')).toContain('圧力計 Report run gauge');
    // Its unique key is free again, so the same export can be asked for.
    expect(server.sql.get<{ n: number }>("SELECT count(*) AS n FROM export_jobs WHERE unique_key = 'crashed-export'")!.n).toBe(0);
  });
});
