// Benchmark (prints figures, not a test): a robot uploads a one-minute recorded segment (720p
// H.264 made by ffmpeg, as the simulator's recorder makes them) with the simulator's own
// resumable uploader, through a link that drops once mid-way (issue 21). It prints what was sent:
// every byte of the segment once, plus only the chunk that was in flight when the link dropped;
// after the drop the upload goes on from the offset the server kept, never from the start.
//
//   npx tsx tests/bench/archive-upload-resume.ts [--drop-at 0.4]
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { uploadSegment, UPLOAD_CHUNK_BYTES } from '../../packages/robot-sim/src/recorder/segment-uploader.js';
import { removeDir, spawnServer } from '../shared/serverProcess.js';
import { demo } from '../shared/demoAccounts.js';
import { apiToken } from './browser-bench.js';

const { values } = parseArgs({ options: { 'drop-at': { type: 'string', default: '0.4' } } });
const dropAt = Math.min(0.95, Math.max(0.05, Number(values['drop-at'])));
const run = promisify(execFile);
const log = (line: string) => process.stdout.write(`${line}\n`);
const bytes = (n: number) => `${n.toLocaleString('en')} bytes`;

/** A one-minute 720p segment at the recorder's 2 frames a second. */
async function oneMinuteSegment(folder: string): Promise<Buffer> {
  const file = join(folder, 'minute.mp4');
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=2', '-t', '60',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p', '-crf', '30', '-movflags', '+faststart', '-y', file,
  ]);
  return readFile(file);
}

/**
 * A TCP relay in front of the server that cuts every connection once `limit` bytes of requests
 * have gone through it in all, as a mobile link that drops does; later connections pass.
 */
async function droppingLink(target: URL, limit: number): Promise<{ origin: string; forwarded: () => number; dropped: () => boolean; close(): void }> {
  let forwarded = 0;
  let dropped = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      if (!dropped && forwarded + chunk.length >= limit) {
        dropped = true;
        upstream.write(chunk.subarray(0, limit - forwarded));
        forwarded = limit;
        client.destroy();
        upstream.destroy();
        return;
      }
      forwarded += chunk.length;
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    forwarded: () => forwarded,
    dropped: () => dropped,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

interface Put {
  start: number;
  length: number;
  ok: boolean;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'fleetdeck-bench-upload-'));
  const server = await spawnServer({ tmpPrefix: 'fleetdeck-bench-', sim: 0 });
  let link: Awaited<ReturnType<typeof droppingLink>> | undefined;
  try {
    const segment = await oneMinuteSegment(folder);
    const token = await apiToken(server.url, demo.orgAdmin);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const [tower] = (await (await fetch(`${server.url}/api/buildings?filter=${encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }))}`, { headers })).json()) as Array<{ id: number }>;
    if (!tower) throw new Error('demo building Aozora Tower not found');
    const floors = (await (await fetch(`${server.url}/api/buildings/${tower.id}/floors`, { headers })).json()) as Array<{ id: number }>;
    const serialNo = `BENCH-UP-${Date.now() % 100000}`;
    const created = await fetch(`${server.url}/api/robots`, {
      method: 'POST', headers, body: JSON.stringify({ name: 'Upload bench robot', serialNo, model: 'ugo Pro', buildingId: tower.id, initialFloorId: floors[0]!.id }),
    });
    const { credential } = (await created.json()) as { credential: string };

    // The request bytes at which the link drops: a little before `dropAt` of the segment has gone.
    link = await droppingLink(new URL(server.url), Math.floor(segment.length * dropAt));
    const puts: Put[] = [];
    const nativeFetch = globalThis.fetch;
    // Notes each chunk the uploader hands to the network, and whether it arrived.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const range = init?.method === 'PUT' ? /^bytes (\d+)-(\d+)\//.exec(String((init.headers as Record<string, string>)['content-range'])) : null;
      const put: Put | null = range ? { start: Number(range[1]), length: Number(range[2]) - Number(range[1]) + 1, ok: false } : null;
      if (put) puts.push(put);
      const response = await nativeFetch(input, init);
      if (put) put.ok = response.ok;
      return response;
    }) as typeof fetch;

    const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();
    const began = performance.now();
    const outcome = await uploadSegment({ origin: link.origin, serialNo, credential }, {
      startsAt, durationMs: 60_000, mimeType: 'video/mp4', quality: '720p', width: 1280, height: 720,
    }, segment, () => false);
    const took = performance.now() - began;
    globalThis.fetch = nativeFetch;

    const video = await fetch(`${server.url}/api/archive/robots/${serialNo}/days/${startsAt.slice(0, 10)}`, { headers });
    const stored = ((await video.json()) as { segments: Array<{ id: number; size: number }> }).segments[0];
    const back = stored ? Buffer.from(await (await fetch(`${server.url}/api/archive/segments/${stored.id}/video`, { headers })).arrayBuffer()) : Buffer.alloc(0);

    const sent = puts.reduce((sum, p) => sum + p.length, 0);
    const lost = puts.filter((p) => !p.ok);
    const resent = sent - segment.length;
    // Resumed from the server's offset: no chunk that arrived is sent again.
    const arrived = puts.filter((p) => p.ok);
    const overlap = arrived.some((p, i) => arrived.slice(i + 1).some((q) => q.start < p.start + p.length && p.start < q.start + q.length));
    log(`upload of a one-minute segment (720p H.264, ${bytes(segment.length)}) in chunks of ${bytes(UPLOAD_CHUNK_BYTES)}, the link dropped once after ${bytes(Math.floor(segment.length * dropAt))} of requests`);
    log(`  outcome ${outcome} in ${took.toFixed(0)} ms (the uploader waits 1 s before asking the offset again); link dropped: ${link.dropped() ? 'yes' : 'no'}`);
    log(`  chunks sent ${puts.length}: ${puts.map((p) => `${p.start}+${p.length}${p.ok ? '' : ' (cut off)'}`).join(', ')}`);
    log(`  body bytes sent ${bytes(sent)} for a segment of ${bytes(segment.length)}: ${bytes(resent)} sent twice (${lost.map((p) => `the chunk at ${p.start}, in flight when the link dropped`).join('; ') || 'none'})`);
    log(`  chunks that arrived and were sent again: ${overlap ? 'some (resume failed)' : 'none'}; bytes before the drop point sent again: ${bytes(Math.max(0, resent - (lost[0]?.length ?? 0)))}`);
    log(`  stored file equals the segment: ${back.equals(segment) ? 'yes' : 'no'}`);
  } finally {
    link?.close();
    await server.stop();
    await removeDir(server.dataDir);
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
