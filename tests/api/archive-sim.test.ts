// The simulator's long-term recorder (issue 21): a robot with auto-start records its camera with
// ffmpeg into segments the server stores and ffprobe reads as H.264 of the upload quality's size;
// a robot without ffmpeg says its recorder is unavailable and refuses a recording start.
import { execFile } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, demoIds, registerRobot, spawnSim, telemetrySeen } from './gateway-helpers.js';

const run = promisify(execFile);
let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;
const sims: ChildProcess[] = [];

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterAll(async () => {
  for (const sim of sims) sim.kill();
  await server?.stop();
});

/** Starts fleetdeck-sim for one robot with `env` set for its process (segments of a few seconds keep the test short). */
async function simulate(robot: { serialNo: string; credential: string }, env: Record<string, string>): Promise<ChildProcess> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const sim = await spawnSim(server, [robot]);
    sims.push(sim);
    return sim;
  } finally {
    for (const key of Object.keys(env)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}

describe('the simulated robot records', () => {
  it('auto-starts, and uploads segments that play as H.264 at 640x360', async () => {
    const robot = await registerRobot(server, admin, {
      name: 'Recording Sim', serialNo: 'REC-SIM-1', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor,
      longTermRecordingAutoStart: true, uploadQuality: '360p',
    });
    const stream = await browser(server, admin, [ids.tower]);
    await simulate(robot, { FLEETDECK_SIM_SEGMENT_MS: '3000' });
    await telemetrySeen(stream, 'REC-SIM-1', (t) => t.recording === 'recording' && t.recorder === 'ready', 15_000);

    const day = new Date().toISOString().slice(0, 10);
    const segments = await vi.waitFor(async () => {
      const res = await server.api<{ segments: Array<{ id: number; width: number; height: number; durationMs: number }> }>('GET', `/api/archive/robots/REC-SIM-1/days/${day}`, undefined, admin);
      // A segment ending on a minute boundary may be shorter; wait for one of full length.
      const full = res.body.segments?.filter((s) => s.durationMs >= 2500) ?? [];
      if (full.length === 0) throw new Error('no complete segment yet');
      return full;
    }, { timeout: 45_000, interval: 500 });
    const segment = segments[0]!;
    expect(segment).toMatchObject({ width: 640, height: 360 });

    const res = await fetch(`${server.url}/api/archive/segments/${segment.id}/video`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const file = join(server.dataDir, 'probe.mp4');
    await writeFile(file, Buffer.from(await res.arrayBuffer()));
    const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height:format=format_name,duration', '-of', 'json', file]);
    const probe = JSON.parse(stdout) as { streams: Array<{ codec_name: string; width: number; height: number }>; format: { format_name: string; duration: string } };
    expect(probe.streams[0]).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
    expect(probe.format.format_name).toContain('mp4');
    expect(Number(probe.format.duration)).toBeGreaterThan(1.5);
  }, 90_000);

  it('says its recorder is unavailable without ffmpeg, and refuses to start recording', async () => {
    const robot = await registerRobot(server, admin, {
      name: 'No Encoder', serialNo: 'REC-SIM-2', model: 'ugo Pro', buildingId: ids.tower, initialFloorId: ids.towerFloor, longTermRecordingAutoStart: true,
    });
    const stream = await browser(server, admin, [ids.tower]);
    const sim = await simulate(robot, { FLEETDECK_FFMPEG: '/nonexistent/ffmpeg' });
    let stderr = '';
    sim.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await telemetrySeen(stream, 'REC-SIM-2', (t) => t.recorder === 'unavailable' && t.recording === null, 15_000);
    await vi.waitFor(() => expect(stderr).toContain('long-term recording is unavailable'), { timeout: 5000 });
    const refused = await server.api<{ result: string; code: string }>('POST', `/api/robots/${robot.id}/commands`, { name: 'video', action: 'start', camera: 'v1' }, admin);
    expect(refused.body).toMatchObject({ result: 'rejected', code: 'RECORDER_UNAVAILABLE' });
  }, 60_000);
});
