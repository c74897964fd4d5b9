// The two WebSocket endpoints as a client meets them before any message is read: their size
// limits (docs/gateway-protocol.md, "Limits"), an upgrade to a path that takes none, and the plain
// HTTP answers of the endpoints' own paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GatewayLimits } from '@fleetdeck/model';
import { demo, startTestServer, type TestServer } from './harness/index.js';
import { RecordingSocket } from './gateway-helpers.js';

let server: TestServer;
let wsUrl: string;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  wsUrl = server.url.replace('http', 'ws');
});
afterAll(async () => {
  await server?.stop();
});

/** Tries to open a socket; answers how the server refused it, or 'open' when it did not. */
async function upgradeOutcome(path: string, headers: Record<string, string> = {}): Promise<string> {
  const socket = new WebSocket(`${wsUrl}${path}`, { headers });
  return new Promise<string>((resolve) => {
    socket.once('open', () => {
      socket.terminate();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      resolve(`refused ${response.statusCode ?? 0}`);
    });
    socket.once('error', () => resolve('refused'));
  });
}

describe('/api/stream message size', () => {
  it('reads a browser message of 64 KiB and closes the socket with 1009 on one byte more', async () => {
    const stream = await RecordingSocket.open(`${wsUrl}/api/stream`);
    // Not JSON, so the answer is an error message and the socket stays open.
    stream.socket.send('x'.repeat(GatewayLimits.streamMessageMaxBytes));
    await stream.waitFor((m) => m.type === 'error' && m.code === 'VALIDATION_FAILED');
    expect(stream.closeCode).toBeNull();
    stream.socket.send('x'.repeat(GatewayLimits.streamMessageMaxBytes + 1));
    expect(await stream.closed()).toBe(1009);
  });

  it('closes a signed-in browser with 1009 too', async () => {
    const stream = await RecordingSocket.open(`${wsUrl}/api/stream`);
    stream.send({ type: 'auth', token: await server.login(demo.operator) });
    await stream.waitFor((m) => m.type === 'ready');
    stream.send({ type: 'ping', ts: 1, pad: 'x'.repeat(GatewayLimits.streamMessageMaxBytes) });
    expect(await stream.closed()).toBe(1009);
  });
});

describe('/gateway message size', () => {
  it('closes a robot socket on a binary message over 4 MiB', async () => {
    const robot = await RecordingSocket.open(`${wsUrl}/gateway`);
    robot.socket.send(Buffer.alloc(GatewayLimits.binaryMessageMaxBytes + 1));
    // ws refuses the message by its header and sends 1009 while the rest is still arriving; the
    // connection is dropped at once, so the close frame may be lost to the reset (1006 here).
    expect([1006, 1009]).toContain(await robot.closed());
  });
});

describe('upgrades elsewhere', () => {
  it('are refused, whether the path is unknown or an HTTP route', async () => {
    for (const path of ['/api/nothing-here', '/somewhere', '/api/my/session', '/']) {
      expect(await upgradeOutcome(path), path).toMatch(/^refused/);
    }
    const token = await server.login(demo.operator);
    expect(await upgradeOutcome('/api/my/session', { authorization: `Bearer ${token}` })).toMatch(/^refused/);
  });

  it('leave both endpoints open to a bearer-less upgrade', async () => {
    expect(await upgradeOutcome('/api/stream')).toBe('open');
    expect(await upgradeOutcome('/gateway')).toBe('open');
    expect(await upgradeOutcome('/api/stream?x=1')).toBe('open');
  });
});

describe('the endpoints over plain HTTP', () => {
  it('answer as unknown URLs do', async () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const stream = await fetch(`${server.url}/api/stream`, { method });
      const unknown = await fetch(`${server.url}/api/nothing-here`, { method });
      expect(stream.status, `${method} /api/stream`).toBe(unknown.status);
      expect(await stream.text(), `${method} /api/stream`).toBe((await unknown.text()).replace('/api/nothing-here', '/api/stream'));
      const gateway = await fetch(`${server.url}/gateway`, { method, headers: { accept: 'text/html' } });
      const page = await fetch(`${server.url}/somewhere`, { method, headers: { accept: 'text/html' } });
      expect(gateway.status, `${method} /gateway`).toBe(page.status);
      expect(gateway.headers.get('content-type'), `${method} /gateway`).toBe(page.headers.get('content-type'));
      expect(await gateway.text(), `${method} /gateway`).toBe(await page.text());
    }
  });
});
