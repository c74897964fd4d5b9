// Threshold breaches notify (issue 20, item 4): a breach on a flow run queues one event for each of the
// organization's webhooks and notification targets. Webhooks get the JSON event signed with
// HMAC-SHA256, retried with exponential back-off until it arrives, or marked status 9 after the last
// attempt; e-mail goes over SMTP and Slack to its incoming webhook. The outbox is a table, so delivery
// resumes after the server is killed, and each target gets each event id once it has arrived.
import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demo, removeDir, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, placeRobot, registerRobot, spawnSim } from './gateway-helpers.js';
import { localCertificate, startReceiver, type Receiver } from './webhook-receivers.js';

const filter = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SECRET = 'whsec-fleetdeck-test';

let server: TestServer;
let admin: string;
let sim: ChildProcess | undefined;
let certDir: string;
/** Fails its first two calls, then takes the event. */
let flaky: Receiver;
/** Never takes it. */
let broken: Receiver;
let slack: Receiver;
let elgana: Receiver;
let flakyId: number;
let brokenId: number;
let checkItemId: number;
let since: number;

beforeAll(async () => {
  certDir = await mkdtemp(join(tmpdir(), 'fleetdeck-webhook-'));
  const tls = localCertificate(certDir);
  flaky = await startReceiver((n) => (n <= 2 ? 503 : 204), tls);
  broken = await startReceiver(() => 500, tls);
  slack = await startReceiver(() => 200, tls);
  elgana = await startReceiver(() => 201, tls);
  server = await startTestServer({
    env: { NODE_EXTRA_CA_CERTS: tls.certFile, ELGANA_URL: `${elgana.url}/api`, FLEETDECK_NOTIFY_RETRY_BASE_MS: '400', FLEETDECK_NOTIFY_MAX_ATTEMPTS: '3', FLEETDECK_NOTIFY_POLL_MS: '100' },
  });
  admin = await server.login(demo.orgAdmin);
  const ids = demoIds(server);
  const { organizationId } = (await server.api<{ organizationId: number }>('GET', `/api/buildings/${ids.tower}`, undefined, admin)).body;
  const hook = async (name: string, url: string) => {
    const res = await server.api<{ id: number }>('POST', '/api/system/webhooks', { organizationId, name, type: 0, authType: 3, status: 1, url, secret: SECRET }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  };
  flakyId = await hook('Flaky receiver', `${flaky.url}/hooks/fleetdeck`);
  brokenId = await hook('Broken receiver', `${broken.url}/hooks/fleetdeck`);
  const targets = await server.api('PATCH', `/api/organizations/${organizationId}`, {
    notificationTargets: [
      { type: 0, level: 5, buildingId: null, address: 'facility-desk@fleetdeck.example' },
      { type: 1, level: 0, buildingId: ids.tower, address: `${slack.url}/services/T000/B000/XXXX` },
      // An emergency-only target hears nothing of a warning.
      { type: 0, level: 9, buildingId: null, address: 'night-duty@fleetdeck.example' },
      { type: 6, level: 5, buildingId: null, room: 'facility', chatBotLoginId: 'fleetdeck-bot', password: 'elgana-pass', spaceId: 'sp-1' },
    ],
  }, admin);
  expect(targets.status, JSON.stringify(targets.body)).toBe(200);
  const rule = await server.api<{ id: number }>('POST', '/api/threshold-rules', { name: 'Room too warm', organizationId, level: 5, conditions: [{ bound: 'max', comparator: 'gt', value: -100 }] }, admin);
  const item = await server.api<{ id: number }>('POST', '/api/check-items', {
    name: 'Server room', type: 1, organizationId, buildingId: ids.tower, floorId: ids.towerFloor, meterType: 'none', markerType: 'none',
    json: '{"reading":"temperature"}', alertEnabled: true, thresholdRuleId: rule.body.id,
  }, admin);
  checkItemId = item.body.id;
  since = Date.now();
  const robot = await registerRobot(server, admin, { name: 'Alert runner', serialNo: `ALR-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  sim = await spawnSim(server, [robot]);
  await placeRobot(server, admin, robot.id, { x: 2, y: 1.5 });
  await vi.waitFor(async () => {
    const started = await server.api<{ result: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'flow', action: 'start', flowName: 'Alert round', waypoints: [{ x: 2.5, y: 1.5, checkItemId }] }, admin);
    expect(started.body.result).toBe('ok');
  }, { timeout: 15_000, interval: 200 });
  // The first webhook call follows the breach.
  await vi.waitFor(() => expect(flaky.received.length).toBeGreaterThanOrEqual(1), { timeout: 170_000, interval: 100 });
  // Killed between the failed first attempt and its retry: the outbox row outlives the process.
  sim.kill('SIGKILL');
  await server.kill();
  await server.restart();
}, 220_000);

afterAll(async () => {
  sim?.kill('SIGKILL');
  await server?.stop();
  await Promise.all([flaky, broken, slack, elgana].map((r) => r?.stop()));
  if (certDir) await removeDir(certDir);
});

describe('threshold breach notifications', () => {
  it('retries a failing webhook with back-off after a restart until it takes the event, then never sends it again', async () => {
    await vi.waitFor(() => expect(flaky.received.some((r) => r.status === 204)).toBe(true), { timeout: 40_000, interval: 100 });
    const ids = new Set(flaky.received.map((r) => r.headers['x-fleetdeck-event-id']));
    expect(ids.size).toBe(1);
    expect(flaky.received.filter((r) => r.status === 204)).toHaveLength(1);
    expect(flaky.received.length).toBeGreaterThanOrEqual(3);
    const event = JSON.parse(flaky.received[0]!.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ type: 'threshold.breach', data: { ruleName: 'Room too warm', checkItemId, label: 'temperature', level: 5 } });
    expect(event.id).toBe([...ids][0]);
  });

  it('signs each call with HMAC-SHA256 of its time and body under the webhook secret, as trigger rules sign theirs', () => {
    for (const call of flaky.received) {
      const timestamp = String(call.headers['x-fleetdeck-timestamp']);
      expect(Math.abs(Number(timestamp) - Date.now())).toBeLessThan(10 * 60_000);
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${call.body}`).digest('hex')}`;
      expect(call.headers['x-fleetdeck-signature']).toBe(expected);
      expect(call.headers['content-type']).toBe('application/json');
    }
  });

  it('marks a webhook that never takes the event as status 9 (error) after its last attempt', async () => {
    await vi.waitFor(async () => {
      const hook = await server.api<{ status: number }>('GET', `/api/system/webhooks/${brokenId}`, undefined, admin);
      expect(hook.body.status).toBe(9);
    }, { timeout: 40_000, interval: 200 });
    expect(broken.received.length).toBeGreaterThanOrEqual(3);
    expect((await server.api<{ status: number }>('GET', `/api/system/webhooks/${flakyId}`, undefined, admin)).body.status).toBe(1);
  });

  it('posts to the Slack incoming webhook and mails the e-mail target at the rule\'s level only', async () => {
    await vi.waitFor(() => expect(slack.received.length).toBeGreaterThanOrEqual(1), { timeout: 40_000, interval: 100 });
    expect(JSON.parse(slack.received[0]!.body).text).toContain('Room too warm');
    // At least once: a post the killed server had sent but not yet marked is sent again, the same event.
    expect(new Set(slack.received.map((r) => r.body)).size).toBe(1);
    // A mail the killed server had claimed is sent again once its claim lapses (the notifier's 15 s).
    const mail = await server.smtp!.waitFor('facility-desk@fleetdeck.example', { since, timeoutMs: 40_000 });
    expect(mail.subject).toContain('Room too warm');
    expect(mail.text).toContain('Server room');
    expect(server.smtp!.mails.some((m) => m.to.includes('night-duty@fleetdeck.example'))).toBe(false);
    await vi.waitFor(() => expect(elgana.received.length).toBeGreaterThanOrEqual(1), { timeout: 40_000, interval: 100 });
    expect(elgana.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('fleetdeck-bot:elgana-pass').toString('base64')}`);
    expect(JSON.parse(elgana.received[0]!.body).text).toContain('Room too warm');
    const log = await server.api<unknown[]>('GET', `/api/threshold-logs?filter=${filter({ where: { checkItemId } })}`, undefined, admin);
    expect(log.body).toHaveLength(1);
  });
});
