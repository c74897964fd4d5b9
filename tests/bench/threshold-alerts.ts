// Threshold alerts end to end (issue 20): simulated robots send 1,000 inspection readings a second
// over the gateway for 5 s of warm-up and then 10 s measured, every one breaching its check item's rule; each breach is a threshold-log
// line and a webhook event, signed and delivered through the notification outbox to a local HTTPS
// receiver. Prints the rate readings were sent at, the rate the server evaluated them at (its
// threshold-log lines for the bench's rule, counted while they are written), the events received,
// and the latency from a reading's send to its webhook's arrival (p50, p95, p99, max) over the events
// that arrived, with how many did not arrive in time. Prints figures; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { spawnServer } from '../shared/serverProcess.js';
import { demo, DEMO_PASSWORD } from '../shared/demoAccounts.js';
import { localCertificate, startReceiver } from '../api/webhook-receivers.js';
import { percentile } from './stats.js';

const ROBOTS = 4;
const RATE = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Seconds sent at the same rate first, from a server that has just started (its code not yet
 * optimised, no connection to the receiver open): reported apart, since the aim is for a sustained rate.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const WARMUP_READINGS = RATE * WARMUP_SECONDS;
const TOTAL_READINGS = RATE * (WARMUP_SECONDS + SECONDS);
/** Longest wait for the webhooks after the last reading, and the longest stretch without any progress. */
const WAIT_MS = 180_000;
const STALL_MS = 30_000;

async function api<T>(url: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

const certDir = await mkdtemp(join(tmpdir(), 'fleetdeck-bench-alerts-'));
const tls = localCertificate(certDir);
const sentAt = new Map<number, number>();
const latencies: number[] = [];
/** Latencies of the readings sent during the warm-up, and of those sent after it. */
const warmup: number[] = [];
const sustained: number[] = [];
/** Readings whose webhook arrived, so a repeated delivery (at least once) is not counted twice. */
const delivered = new Set<number>();
const receiver = await startReceiver(() => 204, tls);
const server = await spawnServer({ env: { NODE_EXTRA_CA_CERTS: tls.certFile, SMTP_URL: '' } });
const sockets: WebSocket[] = [];
try {
  const { token } = await api<{ token: string }>(server.url, 'POST', '/api/operators/login', { loginId: demo.orgAdmin, loginPw: DEMO_PASSWORD });
  const [building] = await api<Array<{ id: number; organizationId: number }>>(server.url, 'GET', `/api/buildings?filter=${encodeURIComponent(JSON.stringify({ order: 'id ASC', limit: 1 }))}`, undefined, token);
  const [floor] = await api<Array<{ id: number }>>(server.url, 'GET', `/api/buildings/${building!.id}/floors`, undefined, token);
  const organizationId = building!.organizationId;
  await api(server.url, 'POST', '/api/system/webhooks', { organizationId, name: 'Bench receiver', type: 0, authType: 3, status: 1, url: `${receiver.url}/alerts`, secret: 'bench-secret-1' }, token);
  const rule = await api<{ id: number }>(server.url, 'POST', '/api/threshold-rules', { name: 'Always breached', organizationId, level: 5, conditions: [{ bound: 'max', comparator: 'gt', value: -1e9 }] }, token);
  const item = await api<{ id: number }>(server.url, 'POST', '/api/check-items', {
    name: 'Bench sensor', type: 1, organizationId, buildingId: building!.id, floorId: floor!.id, meterType: 'none', markerType: 'none', json: '{"reading":"temperature"}', alertEnabled: true, thresholdRuleId: rule.id,
  }, token);

  // The receiver turns each event's reading value (a sequence number) back into its send time.
  const seen = receiver.received;
  let read = 0;
  const drain = setInterval(() => {
    for (; read < seen.length; read++) {
      // A call the console gave up on (its timeout) arrives cut short: it is retried, and counted then.
      let value: number;
      try {
        value = (JSON.parse(seen[read]!.body) as { data: { value: number } }).data.value;
      } catch {
        continue;
      }
      const at = sentAt.get(value);
      if (at !== undefined && !delivered.has(value)) {
        delivered.add(value);
        latencies.push(Date.now() - at);
        (value < WARMUP_READINGS ? warmup : sustained).push(Date.now() - at);
      }
    }
  }, 5);

  for (let r = 0; r < ROBOTS; r++) {
    const serialNo = `BENCH-${r}-${Date.now() % 100000}`;
    const robot = await api<{ robot: { id: number }; credential: string }>(server.url, 'POST', '/api/robots', { name: `Bench ${r}`, serialNo, model: 'ugo Pro', buildingId: building!.id, initialFloorId: floor!.id }, token);
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/gateway`);
    sockets.push(socket);
    await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
    socket.on('message', (data, binary) => {
      if (binary) return;
      const message = JSON.parse(String(data)) as { type: string; seq?: number };
      if (message.type === 'command') socket.send(JSON.stringify({ type: 'ack', seq: message.seq, result: 'ok' }));
    });
    socket.send(JSON.stringify({ type: 'hello', protocol: 1, serialNo, credential: robot.credential }));
    await new Promise<void>((resolve) => socket.on('message', (data, binary) => {
      if (!binary && (JSON.parse(String(data)) as { type: string }).type === 'welcome') resolve();
    }));
    socket.send(JSON.stringify({ type: 'telemetry', ts: Date.now(), floorId: floor!.id, pose: { x: 5, y: 5, yaw: 0 }, velocity: { linear: 0, angular: 0 }, battery: { percent: 80, state: 'active' }, status: 1, currentFlow: null, commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors: [], camera: null }));
    const started = await api<{ result: string }>(server.url, 'POST', `/api/robots/${robot.robot.id}/commands`, { name: 'flow', action: 'start', flowName: `Bench ${r}`, waypoints: [{ x: 5, y: 5, checkItemId: item.id }] }, token);
    if (started.result !== 'ok') throw new Error(`robot ${r} did not start its flow: ${JSON.stringify(started)}`);
  }

  // Readings go out in 10 ms ticks, spread over the robots, numbered so each webhook names its reading.
  let sequence = 0;
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(TOTAL_READINGS, Math.floor(((Date.now() - started) / 1000) * RATE));
      for (; sequence < due; sequence++) {
        const now = Date.now();
        sentAt.set(sequence, now);
        sockets[sequence % ROBOTS]!.send(JSON.stringify({ type: 'inspection', ts: now, checkItemId: item.id, waypoint: 0, pose: { x: 5, y: 5, yaw: 0 }, readings: [{ kind: 'sensor', name: 'temperature', value: sequence, unit: '°C' }] }));
      }
      if (sequence >= TOTAL_READINGS) {
        clearInterval(tick);
        resolve();
      }
    }, 10);
  });
  const sendSeconds = (Date.now() - started) / 1000;
  // The wait ends when every reading's webhook arrived, or when none arrived for STALL_MS (the outbox is
  // stuck or retrying later), or at WAIT_MS; the evaluation rate counts the bench rule's log lines as
  // they grow, since the server may still be evaluating long after the last reading was sent.
  const logged = async () => (await api<{ count: number }>(server.url, 'GET', `/api/threshold-logs/count?where=${encodeURIComponent(JSON.stringify({ thresholdRuleId: rule.id }))}`, undefined, token)).count;
  let evaluated = await logged();
  let evaluatedAt = Date.now();
  let lastProgress = Date.now();
  let lastDelivered = latencies.length;
  const waitUntil = Date.now() + WAIT_MS;
  while (latencies.length < sequence && Date.now() < waitUntil && Date.now() - lastProgress < STALL_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const count = await logged();
    if (count > evaluated) {
      evaluated = count;
      evaluatedAt = Date.now();
    }
    if (latencies.length > lastDelivered || count < sequence) lastProgress = Date.now();
    lastDelivered = latencies.length;
  }
  clearInterval(drain);
  const allSeconds = (Date.now() - started) / 1000;
  const evaluatedSeconds = (evaluatedAt - started) / 1000;
  const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : '-');
  console.log(`readings sent: ${sequence} in ${sendSeconds.toFixed(1)} s (${(sequence / sendSeconds).toFixed(0)}/s) from ${ROBOTS} robots`);
  console.log(`readings evaluated (threshold-log lines of the bench rule): ${evaluated} by ${evaluatedSeconds.toFixed(1)} s (${(evaluated / evaluatedSeconds).toFixed(0)}/s)`);
  console.log(`webhook events received: ${latencies.length} of ${sequence} (${(latencies.length / allSeconds).toFixed(0)}/s over ${allSeconds.toFixed(1)} s), calls ${seen.length}; not arrived: ${sequence - latencies.length}`);
  const figures = (list: number[]) => `p50 ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}, p99 ${ms(percentile(list, 99))}, max ${ms(list.length ? Math.max(...list) : NaN)}`;
  console.log(`reading → webhook latency, first ${WARMUP_SECONDS} s (server just started): ${figures(warmup)} (${warmup.length} received)`);
  console.log(`reading → webhook latency, sustained ${SECONDS} s after that: ${figures(sustained)} (${sustained.length} of ${TOTAL_READINGS - WARMUP_READINGS} received)`);
} finally {
  for (const socket of sockets) socket.terminate();
  await server.stop();
  await receiver.stop();
  await rm(certDir, { recursive: true, force: true });
}
