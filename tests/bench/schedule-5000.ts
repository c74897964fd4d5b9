// Benchmark (prints figures, not a test): N schedule occurrences due in the same minute, one per
// simulated robot, through one server process. Counted by what the robots received (the
// simulator's --command-log, each command stamped as it arrives): delay is the occurrence's planned
// start → its flow start command reaching the robot; missed: a robot that got no flow start;
// doubled: a robot that got more than one. The log's rows are printed beside (one per occurrence,
// and the result each ended with).
//
//   npx tsx tests/bench/schedule-5000.ts [--entries 5000] [--lead 20] [--connect 600]
//
// The entries are written for a day ahead; once the whole simulated fleet is online (at most
// --connect seconds) they are moved to the next whole minute at least --lead seconds ahead, and one
// write through the API wakes the scheduler to plan them. So the figure is the scheduler's, never
// robots still connecting on a loaded machine.
//
// Loopback only. Server, simulator and this script share the machine's cores, so on a loaded
// machine the figures are an upper bound of a dedicated server's.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { demo, startTestServer } from '../api/harness/index.js';
import { spawnSim } from '../api/gateway-helpers.js';
import { LatencyHistogram } from './fleet-latency-histogram.js';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '5000' }, lead: { type: 'string', default: '20' }, connect: { type: 'string', default: '600' } } });
const count = Number(values.entries);
/** Seconds at least from moving the entries to their shared start. */
const leadSeconds = Number(values.lead);
/** Seconds the fleet may take to come online. */
const connectSeconds = Number(values.connect);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** `YYYY-MM-DDTHH:mm` of an instant on a building's wall clock. */
function wallClock(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

interface LogRow { scheduleId: number; plannedStart: string; startedAt: string | null; result: string; reason: string | null }

async function main(): Promise<void> {
  const server = await startTestServer({ smtp: false });
  let sim: ChildProcess | null = null;
  try {
    // Robots and entries are written straight into the database before the server restarts:
    // creating thousands through the API would measure the API, not the scheduler.
    await server.kill();
    const db = server.sql;
    const spots = db.all<{ buildingId: number; organizationId: number; floorId: number; flowId: number; timeZone: string }>(
      `SELECT b.id AS "buildingId", b.organization_id AS "organizationId", MIN(f.id) AS "floorId", MIN(fl.id) AS "flowId", b.time_zone AS "timeZone"
       FROM buildings b JOIN floors f ON f.building_id = b.id JOIN flows fl ON fl.building_id = b.id GROUP BY b.id, b.organization_id, b.time_zone`,
    );
    if (spots.length === 0) throw new Error('the demo seed has no building with a floor and a flow');
    // Written a day ahead; moved to the shared start once the fleet is online.
    const parked = Date.now() + 24 * 3_600_000;
    const now = new Date().toISOString();
    const credentials: Array<{ serialNo: string; credential: string }> = [];
    const CHUNK = 400;
    for (let first = 0; first < count; first += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, count - first) }, (_, k) => {
        const i = first + k;
        const spot = spots[i % spots.length]!;
        return { spot, i, serialNo: `SCHED-${String(i).padStart(5, '0')}`, credential: randomBytes(32).toString('base64url') };
      });
      const robots = db.all<{ id: number; serial_no: string }>(
        `INSERT INTO robots (organization_id, building_id, initial_floor_id, name, serial_no, model) VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, 'ugo Pro')").join(', ')} RETURNING id, serial_no`,
        ...chunk.flatMap(({ spot, i, serialNo }) => [spot.organizationId, spot.buildingId, spot.floorId, `Sched ${i}`, serialNo]),
      );
      const idOf = new Map(robots.map((row) => [row.serial_no, row.id]));
      db.run(
        `INSERT INTO robot_credentials (robot_id, credential_hash) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        ...chunk.flatMap(({ serialNo, credential }) => [idOf.get(serialNo), createHash('sha256').update(credential).digest('hex')]),
      );
      db.run(
        `INSERT INTO schedules (organization_id, building_id, robot_id, flow_id, title, start_local, end_local, repeat, weekdays, until, exceptions, priority, description, created_at, updated_at)
         VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?, ?, 'none', '[\"monday\"]', NULL, '[]', 0, '', ?, ?)").join(', ')}`,
        ...chunk.flatMap(({ spot, i, serialNo }) => [
          spot.organizationId, spot.buildingId, idOf.get(serialNo), spot.flowId, `Bench ${i}`,
          wallClock(parked, spot.timeZone), wallClock(parked + 30 * 60_000, spot.timeZone), now, now,
        ]),
      );
      credentials.push(...chunk.map(({ serialNo, credential }) => ({ serialNo, credential })));
    }
    await server.restart();
    const token = await server.login(demo.system);
    const commandLog = join(server.dataDir, 'sim-commands.jsonl');
    sim = await spawnSim(server, credentials, ['--no-autonomous', '--faults-per-hour', '0', '--visitors-per-hour', '0', '--no-map', '--command-log', commandLog]);
    const connectStart = Date.now();
    let online = 0;
    while (Date.now() < connectStart + connectSeconds * 1000) {
      await new Promise((r) => setTimeout(r, 1000));
      online = (await server.api<{ robotsOnline: number }>('GET', '/api/system/gateway-metrics', undefined, token)).body.robotsOnline;
      if (online >= count) break;
    }
    log(`${online} robots online ${((Date.now() - connectStart) / 1000).toFixed(1)} s after the simulator started`);
    if (online < count) log('warning: the fleet was still connecting at the start time');

    // The shared start: a whole minute at least `lead` seconds ahead, written as of now (an entry's
    // occurrences before its last write are never run), then one write through the API replans.
    const start = Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000;
    const movedAt = new Date().toISOString();
    for (const spot of spots) {
      db.run("UPDATE schedules SET start_local = ?, end_local = ?, updated_at = ? WHERE building_id = ? AND title LIKE 'Bench %'",
        wallClock(start, spot.timeZone), wallClock(start + 30 * 60_000, spot.timeZone), movedAt, spot.buildingId);
    }
    const one = db.get<{ id: number }>("SELECT MIN(id) AS id FROM schedules WHERE title LIKE 'Bench %'");
    const woken = await server.api('PATCH', `/api/schedules/${one?.id}`, { description: 'bench' }, token);
    if (woken.status !== 200) throw new Error(`could not wake the scheduler: ${woken.status} ${JSON.stringify(woken.body)}`);
    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    log(`schedule bench: ${count} occurrences due at ${new Date(start).toISOString()} on ${count} simulated robots in ${spots.length} buildings`);

    // Every occurrence logged and none still waiting for its robot's answer, or two minutes after the start.
    const ids = new Set(db.all<{ id: number }>("SELECT id FROM schedules WHERE title LIKE 'Bench %'").map((row) => row.id));
    let rows: LogRow[] = [];
    while (Date.now() < start + 120_000) {
      await new Promise((r) => setTimeout(r, 1000));
      if (Date.now() < start) continue;
      rows = db.all<LogRow>('SELECT schedule_id AS "scheduleId", planned_start AS "plannedStart", started_at AS "startedAt", result, reason FROM schedule_logs')
        .filter((row) => ids.has(row.scheduleId));
      const settled = rows.filter((row) => row.startedAt !== null || row.result !== 'unknown').length;
      if (rows.length >= count && settled >= count) break;
    }
    // What the robots got: every flow start each bench robot received, stamped on arrival.
    const received = new Map<string, number[]>();
    for (const line of (await readFile(commandLog, 'utf8').catch(() => '')).split('\n')) {
      if (!line) continue;
      const command = JSON.parse(line) as { serialNo: string; name: string; action?: string; receivedAt: number };
      if (command.name !== 'flow' || command.action !== 'start') continue;
      received.set(command.serialNo, [...(received.get(command.serialNo) ?? []), command.receivedAt]);
    }
    const histogram = new LatencyHistogram();
    let missed = 0;
    let doubled = 0;
    for (const { serialNo } of credentials) {
      const times = received.get(serialNo) ?? [];
      if (times.length === 0) missed++;
      if (times.length > 1) doubled++;
      if (times[0] !== undefined) histogram.add(times[0] - start);
    }
    const perEntry = new Map<number, number>();
    for (const row of rows) perEntry.set(row.scheduleId, (perEntry.get(row.scheduleId) ?? 0) + 1);
    const byResult = new Map<string, number>();
    for (const row of rows) {
      const key = row.reason ? `${row.result} (${row.reason})` : row.result;
      byResult.set(key, (byResult.get(key) ?? 0) + 1);
    }
    log(`robots given a flow start ${count - missed} / ${count} (missed: ${missed})`);
    log(`doubled (robot got two)  ${doubled}`);
    log(`delay start → robot     p50 ${histogram.percentile(50)} ms, p99 ${histogram.percentile(99)} ms, max ${histogram.max} ms (aim: p99 ≤ 1000 ms)`);
    log(`log rows                ${rows.length} for ${perEntry.size} / ${count} occurrences; ${[...perEntry.values()].filter((n) => n > 1).length} with two`);
    log(`log results             ${[...byResult].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`);
  } finally {
    sim?.kill('SIGKILL');
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
