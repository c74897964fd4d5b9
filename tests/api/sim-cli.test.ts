// The fleetdeck-sim command line as a real process against a real server: --count runs exactly that
// many robots of the credentials file, and asking for more than the file holds is refused.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, latestState, registerRobot, spawnSim, type RecordingSocket } from './gateway-helpers.js';

let server: TestServer;
let admin: string;
const children: ChildProcess[] = [];
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const s of sockets) s.terminate();
  await server?.stop();
});

/** Collects a child's output and answers its exit code once it ends. */
function outcome(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

async function robotsOnline(): Promise<number> {
  const system = await server.login(demo.system);
  const res = await server.api<{ robotsOnline: number }>('GET', '/api/system/gateway-metrics', undefined, system);
  return res.body.robotsOnline;
}

describe('fleetdeck-sim --count', () => {
  it('runs exactly the first N robots of the credentials file, and refuses more than it holds', async () => {
    const ids = demoIds(server);
    const robots: Array<Awaited<ReturnType<typeof registerRobot>>> = [];
    for (let i = 1; i <= 3; i++) {
      robots.push(await registerRobot(server, admin, {
        name: `Count ${i}`, serialNo: `COUNT-${i}-${Date.now() % 100000}`, model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor,
      }));
    }
    const stream = await browser(server, admin, [ids.tower]);
    sockets.push(stream);
    expect(await robotsOnline()).toBe(0);

    const sim = await spawnSim(server, robots, ['--count', '2', '--no-autonomous', '--faults-per-hour', '0']);
    children.push(sim);
    const connection = (i: number) => latestState(stream, robots[i]!.serialNo)?.connection;
    await stream.until(() => (connection(0) === 'online' && connection(1) === 'online' ? true : undefined), 10_000, 'two online');
    // Well past the connect spread and a telemetry period (two more reports from each robot that
    // came, each taken in after every connection the fleet opened at start): the third never comes.
    const reports = (i: number) => stream.messages.filter((m) => m.type === 'robots' && (m.robots as Array<{ serialNo: string; telemetry: unknown }>).some((r) => r.serialNo === robots[i]!.serialNo && r.telemetry)).length;
    const seen = [reports(0), reports(1)];
    await stream.until(() => (reports(0) >= seen[0]! + 2 && reports(1) >= seen[1]! + 2 ? true : undefined), 10_000, 'two more reports from each robot');
    expect(connection(2)).not.toBe('online');
    expect(await robotsOnline()).toBe(2);

    const tooMany = await spawnSim(server, robots, ['--count', '4', '--no-autonomous']);
    children.push(tooMany);
    const refused = await outcome(tooMany);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/--count 4 asks for more robots than .*: it holds 3 robot credentials/);
    expect(refused.stderr).toMatch(/Register more robots/);
    expect(await robotsOnline()).toBe(2);
  });
});
