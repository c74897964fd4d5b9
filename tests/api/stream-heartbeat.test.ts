// Issue 14 item 7: the server drops a browser that stops answering its WebSocket pings on
// /api/stream, and keeps one that answers. The server runs with a short ping interval and
// deadline (FLEETDECK_STREAM_PING_MS / FLEETDECK_STREAM_PONG_DEADLINE_MS) so the test waits on the
// drop itself rather than on the 20 s default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { browser, RecordingSocket } from './gateway-helpers.js';

const PING_MS = 300;
const DEADLINE_MS = 150;

let server: TestServer;
let token: string;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { FLEETDECK_STREAM_PING_MS: String(PING_MS), FLEETDECK_STREAM_PONG_DEADLINE_MS: String(DEADLINE_MS) } });
  token = await server.login(demo.orgAdmin);
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await server?.stop();
});

/** A signed-in, subscribed browser whose WebSocket does not answer pings (as a vanished laptop would not). */
async function silentBrowser(): Promise<{ socket: RecordingSocket; pings: () => number }> {
  // autoPong false: the ws client leaves pings unanswered, as a browser that is gone does.
  const raw = new WebSocket(`${server.url.replace('http', 'ws')}/api/stream`, { autoPong: false });
  const socket = new RecordingSocket(raw);
  sockets.push(socket);
  let pings = 0;
  raw.on('ping', () => void (pings += 1));
  await new Promise<void>((resolve, reject) => {
    raw.once('open', () => resolve());
    raw.once('error', reject);
  });
  socket.send({ type: 'auth', token });
  await socket.waitFor((m) => m.type === 'ready');
  socket.send({ type: 'subscribe', buildingIds: null });
  await socket.waitFor((m) => m.type === 'subscribed');
  return { socket, pings: () => pings };
}

describe('/api/stream heartbeat', () => {
  it('drops a browser that stops answering pings, and keeps one that answers', async () => {
    const live = await browser(server, token, null);
    sockets.push(live);
    let livePings = 0;
    live.socket.on('ping', () => void (livePings += 1));
    const silent = await silentBrowser();

    // Dropped without a close handshake (1006 on this side), within a ping round of its first unanswered ping.
    const code = await silent.socket.closed(PING_MS * 10);
    expect(code).toBe(1006);
    expect(silent.pings()).toBeGreaterThanOrEqual(1);

    // The answering browser has been pinged through several rounds and is still served.
    await live.until(() => (livePings >= 3 ? true : undefined), PING_MS * 10, 'three pings');
    expect(live.closeCode).toBeNull();
    const ts = Date.now();
    live.send({ type: 'ping', ts });
    await live.waitFor((m) => m.type === 'pong' && m.ts === ts);
  });
});
