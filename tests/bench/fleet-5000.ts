// Benchmark (prints figures, not a test): N simulated robots at 1 Hz through one server process,
// watched by 50 browser streams. Fan-out latency is robot telemetry timestamp → browser receipt;
// event-loop lag, CPU and memory come from the server's system-admin metrics endpoint.
//
//   npx tsx tests/bench/fleet-5000.ts [--robots 5000] [--clients 50] [--seconds 30]
//
// Loopback only, bounded in time. Server, simulator and browsers share this machine's cores, so
// the figures are an upper bound of what a dedicated server would show.
import { createHash, randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { demo, startTestServer } from '../api/harness/index.js';
import { browser, spawnSim, type RecordingSocket } from '../api/gateway-helpers.js';
import { LatencyHistogram } from './fleet-latency-histogram.js';
import { robotsMessageBytes, telemetryTimestamps } from './telemetry-timestamps.js';

const { values } = parseArgs({
  options: { robots: { type: 'string', default: '5000' }, clients: { type: 'string', default: '50' }, seconds: { type: 'string', default: '30' } },
});
const robotCount = Number(values.robots);
const clientCount = Number(values.clients);
const seconds = Number(values.seconds);
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Metrics {
  robotsOnline: number;
  streamClients: number;
  robotMessagesPerSecond: number;
  eventLoopLagMs: { p50: number; p99: number; max: number };
  rssMb: number;
  heapUsedMb: number;
  cpuUserMs: number;
  cpuSystemMs: number;
}

async function main(): Promise<void> {
  const server = await startTestServer({ smtp: false });
  let sim: ChildProcess | null = null;
  try {
    // Robots are written straight into the database before the server (re)starts: registering
    // thousands through the API would measure the API, not the gateway.
    await server.kill();
    const db = server.sql;
    const spots = db.all<{ buildingId: number; organizationId: number; floorId: number }>(
      'SELECT b.id AS "buildingId", b.organization_id AS "organizationId", MIN(f.id) AS "floorId" FROM buildings b JOIN floors f ON f.building_id = b.id GROUP BY b.id',
    );
    const credentials: Array<{ serialNo: string; credential: string }> = [];
    // Many rows per statement: one round trip (and one commit) per chunk instead of per robot.
    const CHUNK = 500;
    for (let first = 0; first < robotCount; first += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, robotCount - first) }, (_, k) => {
        const i = first + k;
        const spot = spots[i % spots.length];
        if (!spot) throw new Error('the demo seed has no buildings with floors');
        return { spot, i, serialNo: `BENCH-${String(i).padStart(5, '0')}`, credential: randomBytes(32).toString('base64url') };
      });
      const inserted = db.all<{ id: number; serial_no: string }>(
        `INSERT INTO robots (organization_id, building_id, initial_floor_id, name, serial_no, model) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, 'ugo Pro')").join(', ')} RETURNING id, serial_no`,
        ...chunk.flatMap(({ spot, i, serialNo }) => [spot.organizationId, spot.buildingId, spot.floorId, `Bench ${i}`, serialNo]),
      );
      const idOf = new Map(inserted.map((row) => [row.serial_no, row.id]));
      db.run(
        `INSERT INTO robot_credentials (robot_id, credential_hash) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        ...chunk.flatMap(({ serialNo, credential }) => [idOf.get(serialNo), createHash('sha256').update(credential).digest('hex')]),
      );
      credentials.push(...chunk.map(({ serialNo, credential }) => ({ serialNo, credential })));
    }
    await server.restart();
    const token = await server.login(demo.system);
    const metrics = async (reset = false) =>
      (await server.api<Metrics>('GET', `/api/system/gateway-metrics${reset ? '?reset=true' : ''}`, undefined, token)).body;

    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    log(`fleet bench: ${robotCount} robots at 1 Hz, ${clientCount} browser streams, ${seconds} s, ${spots.length} buildings`);
    // No floor maps: each simulated robot would upload its floor's map on connecting, and thousands of
    // uploads from one simulator process kept the fleet from coming online (the figure is telemetry's).
    sim = await spawnSim(server, credentials, ['--faults-per-hour', '0', '--no-map']);
    const connectStart = Date.now();
    let online = 0;
    // On a loaded machine the fleet may not all get in; the figures are then for those that did.
    while (online < robotCount && Date.now() - connectStart < 90_000) {
      await new Promise((r) => setTimeout(r, 1000));
      online = (await metrics()).robotsOnline;
    }
    log(`${online} of ${robotCount} robots online after ${((Date.now() - connectStart) / 1000).toFixed(1)} s`);

    // Most browsers follow one building (an operator's view); a few follow all (a fleet overview).
    const histogram = new LatencyHistogram();
    const clients: RecordingSocket[] = [];
    let measuring = false;
    let states = 0;
    for (let i = 0; i < clientCount; i++) {
      const all = i % 10 === 0;
      const spot = spots[i % spots.length];
      const client = await browser(server, token, all || !spot ? null : [spot.buildingId], 60_000);
      // Only the latency is kept: the recorder's message list would grow without bound.
      client.socket.removeAllListeners('message');
      client.socket.on('message', (data, isBinary) => {
        if (!measuring || isBinary) return;
        const now = Date.now();
        const bytes = robotsMessageBytes(data);
        if (!bytes) return;
        for (const ts of telemetryTimestamps(bytes)) {
          histogram.add(now - ts);
          states++;
        }
      });
      clients.push(client);
    }
    await new Promise((r) => setTimeout(r, 3000));
    const before = await metrics(true);
    measuring = true;
    const started = Date.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    measuring = false;
    const after = await metrics();
    const wall = Date.now() - started;
    const cpu = (after.cpuUserMs + after.cpuSystemMs - before.cpuUserMs - before.cpuSystemMs) / wall;

    log(`robots online           ${after.robotsOnline} / ${robotCount}`);
    log(`robot messages/s        ${after.robotMessagesPerSecond}`);
    log(`states delivered/s      ${Math.round(states / (wall / 1000))} across ${clients.length} streams`);
    log(`fan-out latency         p50 ${histogram.percentile(50)} ms, p99 ${histogram.percentile(99)} ms, max ${histogram.max} ms (aim: p99 < 100 ms)`);
    log(`event-loop lag          p50 ${after.eventLoopLagMs.p50} ms, p99 ${after.eventLoopLagMs.p99} ms, max ${after.eventLoopLagMs.max} ms (aim: p99 < 20 ms)`);
    log(`server CPU              ${(cpu * 100).toFixed(0)}% of one core`);
    log(`server RSS              ${after.rssMb} MB (aim: < 512 MB); JavaScript heap in use ${after.heapUsedMb} MB, garbage not yet collected included`);
    for (const c of clients) c.terminate();
  } finally {
    sim?.kill('SIGKILL');
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
