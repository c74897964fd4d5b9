// Benchmark (prints figures, not a test): teleop command → acknowledgement round trip on loopback,
// browser stream → server → simulated robot (fleetdeck-sim in its own process) → server → browser.
//
//   npx tsx tests/bench/teleop-latency.ts [--commands 400] [--interval 50]
//
// Commands go out every `interval` ms, as a held key would send them, each answered by the robot.
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { demo, startTestServer } from '../api/harness/index.js';
import { browser, demoIds, registerRobot, spawnSim, latestState } from '../api/gateway-helpers.js';

const { values } = parseArgs({ options: { commands: { type: 'string', default: '400' }, interval: { type: 'string', default: '50' } } });
const total = Number(values.commands);
const interval = Number(values.interval);
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const server = await startTestServer({ smtp: false });
  let sim: ChildProcess | null = null;
  try {
    const admin = await server.login(demo.orgAdmin);
    const ids = demoIds(server);
    const robot = await registerRobot(server, admin, { name: 'Teleop bench', serialNo: 'TELEOP-BENCH', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor });
    sim = await spawnSim(server, [robot]);
    const stream = await browser(server, admin, [ids.tower]);
    await stream.until(() => (latestState(stream, robot.serialNo)?.connection === 'online' ? true : undefined), 10_000, 'robot online');

    const samples: number[] = [];
    const sentAt = new Map<number, number>();
    const results = new Map<string, number>();
    stream.socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const now = performance.now();
      const message = JSON.parse(String(data)) as { type: string; ref?: number; result?: string };
      if (message.type !== 'ack' || message.ref === undefined) return;
      const sent = sentAt.get(message.ref);
      if (sent === undefined) return;
      samples.push(now - sent);
      sentAt.delete(message.ref);
      results.set(message.result ?? '?', (results.get(message.result ?? '?') ?? 0) + 1);
    });
    log(`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
    log(`teleop bench: ${total} commands every ${interval} ms, browser stream → gateway → fleetdeck-sim → ack`);
    for (let ref = 1; ref <= total; ref++) {
      // Steer in a circle so the robot stays on its floor for the whole run.
      sentAt.set(ref, performance.now());
      stream.send({ type: 'command', ref, serialNo: robot.serialNo, command: { name: 'teleop', linear: 0.3, angular: 0.4, deadmanMs: 500 } });
      await new Promise((r) => setTimeout(r, interval));
    }
    // The last acks are still on their way: wait for them (a lost one is counted as missing).
    await stream.until(() => (sentAt.size === 0 ? true : undefined), 5000, 'the last acks').catch(() => undefined);
    samples.sort((a, b) => a - b);
    const at = (p: number) => (samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? Number.NaN).toFixed(2);
    log(`acks                    ${samples.length} / ${total} (${[...results].map(([k, v]) => `${k} ${v}`).join(', ')})`);
    log(`command → ack           p50 ${at(50)} ms, p99 ${at(99)} ms, max ${at(100)} ms (aim: p99 < 20 ms)`);
    stream.send({ type: 'command', ref: 0, serialNo: robot.serialNo, command: { name: 'stop' } });
    stream.terminate();
  } finally {
    sim?.kill('SIGKILL');
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
