// Trigger rules (issue 19 item 5): each event kind (a schedule occurrence, a robot's status, a
// threshold breach) acts on each target kind (start a flow, mail the notification targets, write a
// report, call a web API over HTTPS, HMAC-signed or with a bearer token), and each firing is a line
// of the trigger log. Robots speak the gateway protocol by hand; a local HTTPS receiver (its
// self-signed certificate trusted by the server through NODE_EXTRA_CA_CERTS) takes the web API calls.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demo, startTestServer, type ErrorBody, type TestServer } from './harness/index.js';
import { browser, demoIds, handRobot, registerRobot, telemetry, telemetrySeen, type RecordingSocket } from './gateway-helpers.js';

interface Received { path: string; headers: Record<string, string | string[] | undefined>; body: string }
interface LogRow { id: number; triggerRuleId: number; eventType: number; targetType: number; eventKey: string; summary: string; robotId: number | null; result: string | null; failure: string | null; detail: string }

let server: TestServer;
let admin: string;
let system: string;
let ids: ReturnType<typeof demoIds>;
let organizationId: number;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const certDir = mkdtempSync(join(tmpdir(), 'fleetdeck-trigger-tls-'));
const sockets: RecordingSocket[] = [];

const q = (filter: unknown) => encodeURIComponent(JSON.stringify(filter));
const logsOf = async (ruleId: number) =>
  (await server.api<LogRow[]>('GET', `/api/system/trigger-logs?filter=${q({ where: { triggerRuleId: ruleId } })}`, undefined, admin)).body;
/** The rule's log once a firing has finished (its result written). */
const settledLogs = async (ruleId: number, count = 1) => {
  await expect.poll(async () => (await logsOf(ruleId)).filter((row) => row.result !== null).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(count);
  return logsOf(ruleId);
};
/** The first call a trigger rule made to `path`: the organization's webhooks also get threshold notifications (issue 20), whose body names no rule. */
const waitForCall = async (path: string) => {
  const fromRule = (call: Received) => call.path === path && 'rule' in (JSON.parse(call.body) as object);
  await expect.poll(() => received.some(fromRule), { timeout: 20_000, interval: 100 }).toBe(true);
  return received.find(fromRule)!;
};

async function createRule(body: Record<string, unknown>): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/system/triggers', { organizationId, ...body }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function createWebhook(name: string, path: string, authType: number, secret?: string): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/system/webhooks', {
    organizationId, name, type: 0, authType, status: 1, url: `${receiverUrl}${path}`, ...(secret ? { secret } : {}),
  }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A tower robot online through a hand-driven socket that accepts every command. */
async function onlineRobot(name: string) {
  const robot = await registerRobot(server, admin, { name, serialNo: `TRG-${Date.now() % 100000}-${sockets.length}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  const { socket } = await handRobot(server, robot.serialNo, robot.credential);
  sockets.push(socket);
  socket.socket.on('message', (data, binary) => {
    if (binary) return;
    const message = JSON.parse(String(data)) as { type: string; seq?: number };
    if (message.type === 'command') socket.send({ type: 'ack', seq: message.seq, result: 'ok' });
  });
  socket.send(telemetry(robot.floorId));
  // Online once the server answers the robot's live state as such.
  await expect.poll(async () => (await server.api<{ connection: string }>('GET', `/api/robots/${robot.id}/activity?limit=1`, undefined, admin)).body.connection, { timeout: 10_000, interval: 100 }).toBe('online');
  return { ...robot, socket };
}

async function towerFlow(name: string): Promise<number> {
  const res = await server.api<{ id: number }>('POST', '/api/flows', {
    name, buildingId: ids.tower, floorId: ids.towerFloor, definition: JSON.stringify({ waypoints: [{ x: 3, y: 3 }] }),
  }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem')], { stdio: 'ignore' });
  receiver = createServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = req.url === '/broken' ? 500 : 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  server = await startTestServer({ env: { NODE_EXTRA_CA_CERTS: join(certDir, 'cert.pem') } });
  admin = await server.login(demo.orgAdmin);
  system = await server.login(demo.system);
  ids = demoIds(server);
  organizationId = (await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, admin)).body.organizationId;
  const patched = await server.api('PATCH', `/api/organizations/${organizationId}`, {
    notificationTargets: [{ type: 0, level: 5, buildingId: null, address: 'alerts@aozora.example' }, { type: 0, level: 9, buildingId: null, address: 'emergency@aozora.example' }],
  }, admin);
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await server?.stop();
  receiver?.close();
  rmSync(certDir, { recursive: true, force: true });
});

describe('trigger rules', () => {
  it('refuses rules that could never fire or act', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Slack', eventType: 11, targetType: 1 }, 'eventType'],
      [{ name: 'No status', eventType: 1, targetType: 1 }, 'robotStatus'],
      [{ name: 'No flow', eventType: 0, targetType: 0 }, 'targetRobotId'],
      [{ name: 'No webhook', eventType: 0, targetType: 3 }, 'webhookId'],
      [{ name: 'Other org robot', eventType: 1, robotStatus: 'offline', robotId: 999_999, targetType: 1 }, 'robotId'],
    ];
    for (const [body, path] of cases) {
      const res = await server.api<ErrorBody>('POST', '/api/system/triggers', { organizationId, ...body }, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details?.map((d) => d.path), JSON.stringify(res.body)).toContain(path);
    }
    const created = await server.api<Record<string, unknown>>('POST', '/api/system/triggers', { organizationId, name: 'Any schedule mails', eventType: 0, targetType: 1 }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Any schedule mails', enabled: true, eventType: 0, targetType: 1, level: 5, scheduleId: null, webhookId: null });
  });

  it('a robot whose battery runs low mails the notification targets of that level and above', async () => {
    const robot = await onlineRobot('Trigger low battery');
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    const ruleId = await createRule({ name: 'Battery low mail', eventType: 1, robotStatus: 'lowBattery', robotId: robot.id, targetType: 1, level: 5 });
    const since = Date.now();
    robot.socket.send(telemetry(robot.floorId, { battery: { percent: 8, state: 'active' } }));
    const mail = await server.smtp!.waitFor('alerts@aozora.example', { since, match: (m) => m.subject.includes('Battery low mail'), timeoutMs: 20_000 });
    expect(mail.text).toContain('Trigger low battery has a low battery');
    expect(mail.text).toContain('トリガールール');
    const [row] = await settledLogs(ruleId);
    expect(row).toMatchObject({ eventType: 1, targetType: 1, result: 'done', robotId: robot.id });
    // The emergency-only target (level 9) is not told about a warning (level 5).
    expect(row?.detail).toBe('mailed alerts@aozora.example');
    // Still low: no new firing.
    robot.socket.send(telemetry(robot.floorId, { battery: { percent: 7, state: 'active' } }));
    robot.socket.send(telemetry(robot.floorId, { battery: { percent: 6, state: 'active' } }));
    await telemetrySeen(stream, robot.serialNo, (seen) => (seen.battery as { percent: number }).percent === 6);
    expect(await logsOf(ruleId)).toHaveLength(1);
  });

  it('a robot going offline calls the web API, signed with HMAC-SHA256', async () => {
    const robot = await onlineRobot('Trigger offline');
    const webhookId = await createWebhook('Offline hook', '/offline', 3, 'trigger-secret-1');
    const ruleId = await createRule({ name: 'Offline call', eventType: 1, robotStatus: 'offline', robotId: robot.id, targetType: 3, webhookId });
    robot.socket.terminate();
    const call = await waitForCall('/offline');
    const timestamp = String(call.headers['x-fleetdeck-timestamp']);
    const expected = `sha256=${createHmac('sha256', 'trigger-secret-1').update(`${timestamp}.${call.body}`).digest('hex')}`;
    expect(call.headers['x-fleetdeck-signature']).toBe(expected);
    expect(call.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(call.body) as { rule: { id: number; name: string }; event: Record<string, unknown> };
    expect(payload.rule).toEqual({ id: ruleId, name: 'Offline call' });
    expect(payload.event).toMatchObject({ type: 1, robotId: robot.id, buildingId: ids.tower, status: 'offline', serialNo: robot.serialNo });
    const [row] = await settledLogs(ruleId);
    expect(row).toMatchObject({ result: 'done', detail: 'HTTP 200', targetType: 3 });
  });

  it('a robot error writes an abnormal one-line report on the robot; a web API answering 500 is logged failed', async () => {
    const robot = await onlineRobot('Trigger error');
    const ruleId = await createRule({ name: 'Error report', eventType: 1, robotStatus: 'error', robotId: robot.id, targetType: 2 });
    const brokenHook = await createWebhook('Broken hook', '/broken', 0);
    const brokenRule = await createRule({ name: 'Error call', eventType: 1, robotStatus: 'error', robotId: robot.id, targetType: 3, webhookId: brokenHook });
    robot.socket.send(telemetry(robot.floorId, { errors: ['HARDWARE_ERROR'] }));
    const [row] = await settledLogs(ruleId);
    expect(row).toMatchObject({ result: 'done', eventType: 1, targetType: 2 });
    const reports = (await server.api<Array<{ id: number; name: string; result: number; robotId: number }>>('GET', `/api/reports?filter=${q({ where: { robotId: robot.id } })}`, undefined, admin)).body;
    expect(reports).toEqual([expect.objectContaining({ name: 'Error report', result: 1, robotId: robot.id })]);
    expect(row?.detail).toBe(`report ${reports[0]?.id}`);
    const details = (await server.api<Array<{ label: string; type: number }>>('GET', `/api/report-details?filter=${q({ where: { reportId: reports[0]?.id } })}`, undefined, admin)).body;
    expect(details).toEqual([expect.objectContaining({ type: 0, label: 'Trigger error reported an error' })]);
    const [failed] = await settledLogs(brokenRule);
    expect(failed).toMatchObject({ result: 'fail', failure: 'webhookFailed', detail: 'HTTP 500' });
  });

  it('a schedule occurrence starts the rule\'s flow on its robot, once', async () => {
    const robot = await onlineRobot('Trigger scheduled');
    // A robot silent for Gateway.offlineAfterMs is cut off; this one waits seconds for its schedule,
    // so it reports as a real robot does until the rule has fired.
    const talking = setInterval(() => robot.socket.send(telemetry(robot.floorId)), 500);
    onTestFinished(() => clearInterval(talking));
    const scheduled = await towerFlow('Scheduled by trigger');
    const follow = await towerFlow('Started by trigger');
    const start = new Date(Date.now() + 2500 + 9 * 3_600_000).toISOString().slice(0, 19);
    const end = new Date(Date.now() + 60_000 + 9 * 3_600_000).toISOString().slice(0, 19);
    const entry = await server.api<{ id: number }>('POST', '/api/schedules', {
      title: 'Triggering patrol', buildingId: ids.tower, robotId: robot.id, flowId: scheduled, start, end, repeat: 'none', weekdays: ['monday'],
    }, system);
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const ruleId = await createRule({ name: 'Follow-up flow', eventType: 0, scheduleId: entry.body.id, targetType: 0, targetRobotId: robot.id, flowId: follow });
    const [row] = await settledLogs(ruleId);
    expect(row).toMatchObject({ result: 'done', eventType: 0, targetType: 0, robotId: robot.id });
    expect(row?.eventKey).toMatch(new RegExp(`^schedule:${entry.body.id}@`));
    const flowIds = robot.socket.messages
      .filter((m) => m.type === 'command' && (m.command as { name: string }).name === 'flow')
      .map((m) => (m.command as { flowId?: number }).flowId);
    expect(flowIds).toEqual(expect.arrayContaining([scheduled, follow]));
    expect(flowIds.filter((id) => id === follow)).toHaveLength(1);
    expect(await logsOf(ruleId)).toHaveLength(1);
  }, 30_000);

  it('a reading that breaches a threshold rule calls the web API with a bearer token', async () => {
    const robot = await onlineRobot('Trigger inspector');
    const rule = await server.api<{ id: number }>('POST', '/api/threshold-rules', {
      name: 'Trigger too warm', organizationId, level: 5, conditions: [{ bound: 'max', comparator: 'gt', value: 25 }],
    }, admin);
    expect(rule.status).toBe(201);
    const item = await server.api<{ id: number }>('POST', '/api/check-items', {
      name: 'Trigger thermometer', type: 0, organizationId, buildingId: ids.tower, floorId: ids.towerFloor,
      meterType: 'analog', markerType: 'aruco', json: '{"reading":"temperature"}', alertEnabled: true, thresholdRuleId: rule.body.id,
    }, admin);
    expect(item.status).toBe(201);
    const webhookId = await createWebhook('Breach hook', '/breach', 2, 'bearer-token-123');
    const ruleId = await createRule({ name: 'Breach call', eventType: 2, thresholdRuleId: rule.body.id, targetType: 3, webhookId });
    const started = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'flow', action: 'start', flowName: 'Inspection round', waypoints: [{ x: 3, y: 3, checkItemId: item.body.id }] }, admin);
    expect(started.body.result).toBe('ok');
    robot.socket.send({
      type: 'inspection', ts: Date.now(), checkItemId: item.body.id, waypoint: 0, pose: { x: 3, y: 3, yaw: 0 },
      readings: [{ kind: 'sensor', name: 'temperature', value: 31.5, unit: '°C' }],
    });
    const call = await waitForCall('/breach');
    expect(call.headers.authorization).toBe('Bearer bearer-token-123');
    expect(call.headers['x-fleetdeck-signature']).toBeUndefined();
    const payload = JSON.parse(call.body) as { event: Record<string, unknown> };
    expect(payload.event).toMatchObject({ type: 2, robotId: robot.id, thresholdRuleId: rule.body.id, checkItemId: item.body.id, reading: 'temperature', value: 31.5, unit: '°C' });
    const [row] = await settledLogs(ruleId);
    expect(row).toMatchObject({ result: 'done', eventType: 2, summary: 'Trigger too warm: temperature 31.5 °C' });
    expect(row?.eventKey).toMatch(/^threshold:\d+$/);
  });

  it('writes a burst of readings sent back to back as details in the order sent, each breach logged and notified once', async () => {
    const BURST = 300;
    const robot = await onlineRobot('Burst inspector');
    const rule = await server.api<{ id: number }>('POST', '/api/threshold-rules', {
      name: 'Burst too warm', organizationId, level: 5, conditions: [{ bound: 'max', comparator: 'gt', value: 25 }],
    }, admin);
    const item = await server.api<{ id: number }>('POST', '/api/check-items', {
      name: 'Burst thermometer', type: 1, organizationId, buildingId: ids.tower, floorId: ids.towerFloor,
      meterType: 'none', markerType: 'none', json: '{"reading":"temperature"}', alertEnabled: true, thresholdRuleId: rule.body.id,
    }, admin);
    await createWebhook('Burst hook', '/burst', 2, 'burst-token');
    const started = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'flow', action: 'start', flowName: 'Burst round', waypoints: [{ x: 3, y: 3, checkItemId: item.body.id }] }, admin);
    expect(started.body.result).toBe('ok');
    // Every other reading breaches (26 and up), so breaches and normal readings share the server's write batches.
    const values = Array.from({ length: BURST }, (_, i) => (i % 2 === 0 ? 26 + i : 20 - i / 100));
    const at = Date.now();
    values.forEach((value, i) => robot.socket.send({
      type: 'inspection', ts: at + i, checkItemId: item.body.id, waypoint: 0, pose: { x: 3, y: 3, yaw: 0 },
      readings: [{ kind: 'sensor', name: 'temperature', value, unit: '°C' }],
    }));
    const breaching = values.filter((value) => value > 25);
    const events = () => received.filter((call) => call.path === '/burst').map((call) => JSON.parse(call.body) as { id: string; type: string; data: { value: number; reportId: number } });
    await expect.poll(() => events().length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(breaching.length);
    const burst = events();
    expect(new Set(burst.map((event) => event.id)).size).toBe(burst.length);
    expect(burst.map((event) => event.data.value).sort((a, b) => a - b)).toEqual([...breaching].sort((a, b) => a - b));
    const logs = await server.api<{ count: number }>('GET', `/api/threshold-logs/count?where=${q({ thresholdRuleId: rule.body.id })}`, undefined, admin);
    expect(logs.body.count).toBe(breaching.length);
    const details = (await server.api<Array<{ value: number; result: number; occurredAt: string }>>('GET', `/api/report-details?filter=${q({ where: { reportId: burst[0]!.data.reportId }, order: 'id ASC', limit: BURST })}`, undefined, admin)).body;
    expect(details.map((detail) => detail.value)).toEqual(values);
    // §4 results: 1 abnormality for a breach, 0 otherwise.
    expect(details.map((detail) => detail.result)).toEqual(values.map((value) => (value > 25 ? 1 : 0)));
  }, 60_000);

  it('lets only administrators of the organization read and write rules and the log', async () => {
    const operator = await server.login(demo.operator);
    expect((await server.api('GET', '/api/system/triggers', undefined, operator)).status).toBe(403);
    expect((await server.api('GET', '/api/system/trigger-logs', undefined, operator)).status).toBe(403);
    expect((await server.api('POST', '/api/system/trigger-logs', {}, admin)).status).toBe(404);
  });
});
