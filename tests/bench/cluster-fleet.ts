// Benchmark (prints figures, not a test) of a cluster (issue 17): two `fleetdeck serve` processes
// on one PostgreSQL database and one NATS server, N simulated robots at 1 Hz spread over both by
// the simulator, browser streams split across the processes. It prints
// - fan-out latency (robot timestamp → browser receipt; a browser sees the other process's robots
//   through the hop) for the streams on each process, and each process's event-loop lag;
// - teleop command → ack from a browser on A to a robot on B (through the hop) beside the same
//   from a browser on B (within one process);
// - failover: from SIGKILL of B until all robots are online on A;
// - the one-process figure in the same run: after the failover A holds the whole fleet and every
//   stream, and the fan-out is measured again.
//
//   scripts/bench-cluster.sh cluster-fleet            (starts PostgreSQL and NATS, then this)
//   FLEETDECK_TEST_STORE=postgres FLEETDECK_TEST_POSTGRES_URL=… FLEETDECK_TEST_NATS_URL=… \
//     npx tsx tests/bench/cluster-fleet.ts [--robots 5000] [--clients 50] [--seconds 20] [--teleop 200]
//
// Loopback only: both servers, the simulator and the browsers share this machine's cores.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { demo, onPostgres, removeDir, request, startTestServer, type TestServer } from '../api/harness/index.js';
import { browser, spawnSim, type RecordingSocket } from '../api/gateway-helpers.js';
import { spawnServer, type ServerProcess } from '../shared/serverProcess.js';
import { LatencyHistogram } from './fleet-latency-histogram.js';
import { ms, percentile } from './stats.js';
import { robotsMessageBytes, telemetryTimestamps } from './telemetry-timestamps.js';

const { values } = parseArgs({
  options: {
    robots: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    teleop: { type: 'string', default: '200' },
  },
});
const robotCount = Number(values.robots);
const clientCount = Number(values.clients);
const seconds = Number(values.seconds);
const teleopCount = Number(values.teleop);
const natsUrl = process.env.FLEETDECK_TEST_NATS_URL;
const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

interface Metrics {
  robotsOnline: number;
  eventLoopLagMs: { p50: number; p99: number; max: number };
  rssMb: number;
  cpuUserMs: number;
  cpuSystemMs: number;
}

interface Node {
  name: string;
  url: string;
  token: string;
}

const gatewayOf = (url: string) => `${url.replace('http', 'ws')}/gateway`;

async function metrics(node: Node, reset = false): Promise<Metrics> {
  return (await request<Metrics>(node.url, 'GET', `/api/system/gateway-metrics${reset ? '?reset=true' : ''}`, undefined, node.token)).body;
}

/** Robots written straight into the database: registering thousands through the API would measure the API. */
function insertRobots(server: TestServer, count: number): Array<{ serialNo: string; credential: string }> {
  const db = server.sql;
  const spots = db.all<{ buildingId: number; organizationId: number; floorId: number }>(
    'SELECT b.id AS "buildingId", b.organization_id AS "organizationId", MIN(f.id) AS "floorId" FROM buildings b JOIN floors f ON f.building_id = b.id GROUP BY b.id, b.organization_id',
  );
  const credentials: Array<{ serialNo: string; credential: string }> = [];
  const CHUNK = 500;
  for (let first = 0; first < count; first += CHUNK) {
    const chunk = Array.from({ length: Math.min(CHUNK, count - first) }, (_, k) => {
      const i = first + k;
      const spot = spots[i % spots.length];
      if (!spot) throw new Error('the demo seed has no buildings with floors');
      return { spot, i, serialNo: `CLB-${String(i).padStart(5, '0')}`, credential: randomBytes(32).toString('base64url') };
    });
    const inserted = db.all<{ id: number; serial_no: string }>(
      `INSERT INTO robots (organization_id, building_id, initial_floor_id, name, serial_no, model) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, 'ugo Pro')").join(', ')} RETURNING id, serial_no`,
      ...chunk.flatMap(({ spot, i, serialNo }) => [spot.organizationId, spot.buildingId, spot.floorId, `Cluster bench ${i}`, serialNo]),
    );
    const idOf = new Map(inserted.map((row) => [row.serial_no, row.id]));
    db.run(
      `INSERT INTO robot_credentials (robot_id, credential_hash) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
      ...chunk.flatMap(({ serialNo, credential }) => [idOf.get(serialNo), createHash('sha256').update(credential).digest('hex')]),
    );
    credentials.push(...chunk.map(({ serialNo, credential }) => ({ serialNo, credential })));
  }
  return credentials;
}

/** Streams the fleet's states to a browser socket; `live` resolves with its first state, so a measurement starts once every stream is fed. */
async function watcher(node: Node, histogram: LatencyHistogram, measuring: () => boolean): Promise<RecordingSocket & { live: Promise<void> }> {
  const client = await browser({ url: node.url } as TestServer, node.token, null, 60_000);
  client.socket.removeAllListeners('message');
  let fed: () => void = () => undefined;
  const live = new Promise<void>((resolve) => {
    fed = resolve;
  });
  client.socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const bytes = robotsMessageBytes(data);
    if (!bytes) return;
    fed();
    if (!measuring()) return;
    const now = Date.now();
    for (const ts of telemetryTimestamps(bytes)) histogram.add(now - ts);
  });
  return Object.assign(client, { live });
}

async function waitOnline(nodes: Node[], target: number, limitMs: number): Promise<number> {
  const started = Date.now();
  let online = 0;
  while (Date.now() - started < limitMs) {
    online = 0;
    for (const node of nodes) online += (await metrics(node).catch(() => ({ robotsOnline: 0 }))).robotsOnline;
    if (online >= target) break;
    await sleep(200);
  }
  return online;
}

/** Fan-out per group of streams and lag per process over `seconds`. */
async function measure(label: string, nodes: Node[], groups: Array<{ name: string; histogram: LatencyHistogram }>, setMeasuring: (on: boolean) => void): Promise<void> {
  for (const node of nodes) await metrics(node, true);
  setMeasuring(true);
  const started = Date.now();
  await sleep(seconds * 1000);
  setMeasuring(false);
  const wall = Date.now() - started;
  log(`${label}:`);
  for (const { name, histogram } of groups) {
    log(`  fan-out, streams on ${name}: p50 ${histogram.percentile(50)} ms, p99 ${histogram.percentile(99)} ms, max ${histogram.max} ms (${histogram.size} states)`);
  }
  for (const node of nodes) {
    const m = await metrics(node);
    log(`  process ${node.name}: ${m.robotsOnline} robots connected, event-loop lag p50 ${m.eventLoopLagMs.p50} ms, p99 ${m.eventLoopLagMs.p99} ms, RSS ${m.rssMb} MB, wall ${wall} ms`);
  }
}

/** Sequential teleop commands from `stream` to `serialNo`; answers each command's time to its ack. */
async function teleop(stream: RecordingSocket, serialNo: string, count: number, firstRef: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const ref = firstRef + i;
    const sentAt = performance.now();
    stream.send({ type: 'command', ref, serialNo, command: { name: 'teleop', linear: 0.1, angular: 0, deadmanMs: 500 } });
    const ack = await stream.waitFor((m) => m.type === 'ack' && m.ref === ref, 5000);
    if (ack.result !== 'ok') throw new Error(`teleop answered ${JSON.stringify(ack)}`);
    times.push(performance.now() - sentAt);
  }
  stream.send({ type: 'command', ref: firstRef + count, serialNo, command: { name: 'stop' } });
  await stream.waitFor((m) => m.type === 'ack' && m.ref === firstRef + count, 5000);
  return times;
}

async function main(): Promise<void> {
  if (!onPostgres || !natsUrl) {
    log('skipped: needs FLEETDECK_TEST_STORE=postgres, FLEETDECK_TEST_POSTGRES_URL and FLEETDECK_TEST_NATS_URL (`npm run bench` sets them)');
    return;
  }
  const env = { NATS_URL: natsUrl, FLEETDECK_AUTH_RATE_PER_CLIENT: '600' };
  const a = await startTestServer({ smtp: false, env });
  let b: ServerProcess | null = null;
  let bDir: string | null = null;
  const sims: ChildProcess[] = [];
  const streams: RecordingSocket[] = [];
  /** Each new stream's first state: measuring waits for all of them. */
  const feeds: Promise<void>[] = [];
  try {
    await a.kill();
    // One extra robot, alone on B, is the teleop target.
    const all = insertRobots(a, robotCount + 1);
    const fleet = all.slice(0, robotCount);
    const target = all[robotCount]!;
    await a.restart();
    bDir = await mkdtemp(join(tmpdir(), 'fleetdeck-bench-peer-'));
    b = await spawnServer({ dataDir: bDir, env: { SMTP_URL: '', DATABASE_URL: a.databaseUrl, ...env } });
    const nodeA: Node = { name: 'A', url: a.url, token: await a.login(demo.system) };
    const bUrl = b.url;
    // A session signed in through A holds on B too (one database).
    const nodeB: Node = { name: 'B', url: bUrl, token: await a.login(demo.system) };

    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    log(`cluster bench: ${robotCount} robots at 1 Hz over 2 processes, ${clientCount} browser streams split across them, ${seconds} s per measurement`);
    // No floor maps: each simulated robot would upload its floor's map on connecting (see fleet-5000).
    sims.push(await spawnSim(a, fleet, ['--url', `${gatewayOf(a.url)},${gatewayOf(bUrl)}`, '--faults-per-hour', '0', '--no-map']));
    sims.push(await spawnSim(a, [target], ['--url', gatewayOf(bUrl), '--no-autonomous', '--faults-per-hour', '0', '--no-map']));
    const connectStart = Date.now();
    const online = await waitOnline([nodeA, nodeB], robotCount + 1, 120_000);
    const onB = (await metrics(nodeB)).robotsOnline;
    log(`${online} of ${robotCount + 1} robots online after ${((Date.now() - connectStart) / 1000).toFixed(1)} s (${online - onB} on A, ${onB} on B)`);

    let measuring = false;
    const setMeasuring = (on: boolean) => {
      measuring = on;
    };
    const onAHist = new LatencyHistogram();
    const onBHist = new LatencyHistogram();
    for (let i = 0; i < clientCount; i++) {
      const onA = i % 2 === 0;
      const client = await watcher(onA ? nodeA : nodeB, onA ? onAHist : onBHist, () => measuring);
      streams.push(client);
      feeds.push(client.live);
    }
    await Promise.all(feeds.splice(0));
    await measure('two processes', [nodeA, nodeB], [{ name: 'A', histogram: onAHist }, { name: 'B', histogram: onBHist }], setMeasuring);

    // Teleop: the target robot is held by B.
    const driverA = await browser({ url: nodeA.url } as TestServer, nodeA.token, null, 60_000);
    const driverB = await browser({ url: nodeB.url } as TestServer, nodeB.token, null, 60_000);
    streams.push(driverA, driverB);
    const hop = await teleop(driverA, target.serialNo, teleopCount, 1);
    const local = await teleop(driverB, target.serialNo, teleopCount, 100_000);
    log(`teleop command → ack, ${teleopCount} commands each:`);
    log(`  from a browser on A, robot on B (through the hop): p50 ${ms(percentile(hop, 50))}, p99 ${ms(percentile(hop, 99))} (aim: p99 <= 10 ms)`);
    log(`  from a browser on B, robot on B (one process):     p50 ${ms(percentile(local, 50))}, p99 ${ms(percentile(local, 99))}`);
    driverA.terminate();
    driverB.terminate();

    // Failover: the fleet's robots on B move to A. The teleop target, which knows only B, goes first.
    const targetSim = sims[1]!;
    const targetGone = new Promise((resolve) => targetSim.once('exit', resolve));
    targetSim.kill('SIGKILL');
    await targetGone;
    const fleetOnB = (await metrics(nodeB)).robotsOnline;
    const killedAt = Date.now();
    await b.kill();
    const afterKill = await waitOnline([nodeA], robotCount, 60_000);
    log(`failover: SIGKILL of B (holding ${fleetOnB} robots) until ${afterKill} of ${robotCount} robots online on A: ${Date.now() - killedAt} ms`);

    // One process: A holds the whole fleet, and every browser (B's came back) is on A.
    for (const s of streams.splice(0)) s.terminate();
    const oneHist = new LatencyHistogram();
    for (let i = 0; i < clientCount; i++) {
      const client = await watcher(nodeA, oneHist, () => measuring);
      streams.push(client);
      feeds.push(client.live);
    }
    await Promise.all(feeds.splice(0));
    await measure('one process (A after the failover: the whole fleet and every stream)', [nodeA], [{ name: 'A', histogram: oneHist }], setMeasuring);
  } finally {
    for (const s of streams) s.terminate();
    for (const sim of sims) sim.kill('SIGKILL');
    await b?.kill().catch(() => undefined);
    if (bDir) await removeDir(bDir);
    await a.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
