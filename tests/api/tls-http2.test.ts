// `fleetdeck serve --tls-cert --tls-key` (issue 16): HTTPS on the server's own port, HTTP/2 for
// browsers by ALPN (one multiplexed connection for the console's many small scripts), HTTP/1.1 kept
// for old clients, robots and WebSocket upgrades. The certificate is a throwaway self-signed one for
// localhost and 127.0.0.1, made with openssl for the run and trusted by these clients alone.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders, type IncomingHttpStatusHeader } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, DEMO_PASSWORD, removeDir, repoRoot, runCli, startTestServer, type TestServer } from './harness/index.js';
import { decodedBody, type RawAnswer } from './harness/raw-http.js';
import { makeCertificate, type CertificateFiles } from '../shared/tlsCertificate.js';
import { browser, demoIds, handRobot, latestState, telemetry, type RecordingSocket } from './gateway-helpers.js';

/** One HTTP/2 request on an open session; the body as sent (no Content-Encoding undone). */
function h2(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let answer: IncomingHttpHeaders & IncomingHttpStatusHeader = {};
    const parts: Buffer[] = [];
    stream.on('response', (received) => (answer = received));
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(parts) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

/** An HTTP/2 JSON call: the answer's JSON, its Content-Encoding undone. */
async function h2Json<T>(session: ClientHttp2Session, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; headers: RawAnswer['headers']; body: T }> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await h2(session, path, headers, method, body === undefined ? undefined : JSON.stringify(body));
  return { status: answer.status, headers: answer.headers, body: JSON.parse(decodedBody(answer).toString('utf8')) as T };
}

let certDir: string;
let tls: CertificateFiles;
let ca: string;
let server: TestServer | undefined;
let session: ClientHttp2Session;
const sockets: RecordingSocket[] = [];

const running = (): TestServer => {
  if (!server) throw new Error('the server is not running');
  return server;
};

async function login(loginId: string): Promise<string> {
  const res = await h2Json<{ token?: string }>(session, 'POST', '/api/operators/login', { loginId, loginPw: DEMO_PASSWORD });
  if (res.status !== 200 || !res.body.token) throw new Error(`login ${loginId} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

beforeAll(async () => {
  certDir = await mkdtemp(join(tmpdir(), 'fleetdeck-tls-'));
  tls = makeCertificate(certDir, 'server');
  ca = await readFile(tls.cert, 'utf8');
  // Two simulated robots run in the server's own process and dial its gateway over wss.
  server = await startTestServer({ smtp: false, sim: 2, args: ['--tls-cert', tls.cert, '--tls-key', tls.key] });
  session = connect(server.url, { ca });
  await new Promise<void>((resolve, reject) => {
    session.once('connect', () => resolve());
    session.once('error', reject);
  });
});

afterAll(async () => {
  for (const s of sockets) s.terminate();
  session?.destroy();
  await server?.stop();
  await removeDir(certDir);
});

describe('fleetdeck serve with --tls-cert and --tls-key', () => {
  it('prints its https:// address and gives a browser HTTP/2 by ALPN', () => {
    const { url, output } = running();
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(output()).toContain(`Fleetdeck console: https://localhost:${new URL(url).port}`);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('serves the console page and a pre-compressed script over HTTP/2, byte for byte; ranges still work', async () => {
    const page = await h2(session, '/auth/login', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(decodedBody(page).toString('utf8'))?.[1];
    expect(script).toBeTruthy();
    const original = await readFile(join(repoRoot, 'packages/host/dist', script!));

    const compressed = await h2(session, script!, { 'accept-encoding': 'br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^application\/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.body.length).toBeLessThan(original.length);
    expect(decodedBody(compressed).equals(original)).toBe(true);

    const range = await h2(session, script!, { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.body.equals(original.subarray(0, 100))).toBe(true);
  });

  it('signs in and lists over HTTP/2 with the bearer token; a cookie it sets is Secure', async () => {
    const token = await login(demo.orgAdmin);
    const buildings = await h2Json<Array<{ id: number; name: string }>>(session, 'GET', '/api/buildings', undefined, token);
    expect(buildings.status).toBe(200);
    expect(buildings.body.map((b) => b.name)).toContain('Aozora Tower');
    // The code step's cookie: Secure, since the request came over TLS (HTTP/2's socket says so too).
    const pending = await h2Json(session, 'POST', '/api/operators/login', { loginId: demo.operatorMfa, loginPw: DEMO_PASSWORD });
    expect(pending.status).toBe(202);
    expect(String(pending.headers['set-cookie'])).toMatch(/fleetdeck_pending_login=.*; Secure/);
  });

  it('takes a multipart upload and streams the stored file back over HTTP/2', async () => {
    const token = await login(demo.orgAdmin);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lobby.png');
    // The multipart body and its boundary as fetch would send them.
    const encoded = new Request('https://localhost/', { method: 'POST', body: form });
    const uploaded = await h2(session, '/api/files', { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! }, 'POST', Buffer.from(await encoded.arrayBuffer()));
    expect(uploaded.status).toBe(201);
    const { id } = JSON.parse(uploaded.body.toString('utf8')) as { id: number };
    const got = await h2(session, `/api/files/${id}`, { authorization: `Bearer ${token}` });
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.body.equals(png)).toBe(true);
  });

  it('answers a body it cannot parse in the error shape over HTTP/2, without the HTTP/1 connection header', async () => {
    const answer = await h2(session, '/api/operators/login', { 'content-type': 'application/json' }, 'POST', '{"loginId":');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(answer.headers.connection).toBeUndefined();
    // Node warns when an HTTP/2 answer carries it; the server drops it first.
    expect(running().output()).not.toMatch(/UnsupportedWarning|connection header/i);
    // The session is still good for the next request.
    expect((await h2(session, '/healthz')).status).toBe(200);
  });

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const url = new URL('/healthz', running().url);
    const answer = await new Promise<{ version: string; status: number; body: string }>((resolve, reject) => {
      const req = httpsRequest(url, { ca }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ version: '1.1', status: 200, body: JSON.stringify({ status: 'ok' }) });
  });

  it('runs the in-process simulated robots against its own gateway over wss', async () => {
    const system = await login(demo.system);
    const stream = await browser(running(), system, null, 5000, { ca });
    sockets.push(stream);
    const simulated = JSON.parse(await readFile(join(running().dataDir, 'demo-robot-credentials.json'), 'utf8')) as Array<{ serialNo: string }>;
    const online = () => simulated.filter((r) => latestState(stream, r.serialNo)?.connection === 'online').length;
    expect(await stream.until(() => (online() >= 2 ? online() : undefined), 20_000, 'two simulated robots online')).toBe(2);
  });

  it('welcomes a robot on wss /gateway, shows it to a browser on wss /api/stream, and on shutdown ends both sockets and HTTP/2 with GOAWAY', async () => {
    const admin = await login(demo.orgAdmin);
    const ids = demoIds(running());
    const serialNo = `TLS-${Date.now() % 100000}`;
    const registered = await h2Json<{ credential: string; robot: { initialFloorId: number } }>(session, 'POST', '/api/robots', {
      name: 'Over TLS', serialNo, model: 'Ex', buildingId: ids.tower, initialFloorId: ids.towerFloor,
    }, admin);
    expect(registered.status).toBe(201);
    const { socket, welcome } = await handRobot(running(), serialNo, registered.body.credential, { ca });
    sockets.push(socket);
    expect(welcome.type).toBe('welcome');
    const stream = await browser(running(), admin, [ids.tower], 5000, { ca });
    sockets.push(stream);
    socket.send(telemetry(registered.body.robot.initialFloorId));
    await stream.until(() => (latestState(stream, serialNo)?.connection === 'online' ? true : undefined), 5000, 'the TLS robot online');

    // A session that closes without GOAWAY (the process killed after its grace period) answers 'none'.
    const goaway = new Promise<number | 'none'>((resolve) => {
      session.once('goaway', (code: number) => resolve(code));
      session.once('close', () => resolve('none'));
    });
    const robotClosed = socket.closed(10_000);
    const stopping = running().stop();
    server = undefined;
    // Robots hear 1012 (reconnect elsewhere); the browser's HTTP/2 connection a GOAWAY without error.
    expect(await robotClosed).toBe(1012);
    expect(await goaway).toBe(0);
    await stopping;
  });
});

describe('TLS option refusals', () => {
  const serve = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
    runCli(['serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir, '--sim', '0', ...args], { TLS_CERT_FILE: '', TLS_KEY_FILE: '', ...env });

  it('refuses a certificate without its key, or a key without its certificate, naming what to set', async () => {
    const onlyCert = await serve(certDir, ['--tls-cert', tls.cert]);
    expect(onlyCert.code).toBe(1);
    expect(onlyCert.stderr).toMatch(/--tls-cert \(TLS_CERT_FILE\) is set without --tls-key \(TLS_KEY_FILE\).*set --tls-key \(TLS_KEY_FILE\) as well, or neither for plain HTTP/);
    expect(onlyCert.stderr).not.toMatch(/\n\s+at /);
    const onlyKey = await serve(certDir, [], { TLS_KEY_FILE: tls.key });
    expect(onlyKey.code).toBe(1);
    expect(onlyKey.stderr).toMatch(/--tls-key \(TLS_KEY_FILE\) is set without --tls-cert \(TLS_CERT_FILE\)/);
  });

  it('refuses a file it cannot read, one that is not PEM, and a key of another certificate', async () => {
    const missing = join(certDir, 'missing-cert.pem');
    const unreadable = await serve(certDir, ['--tls-cert', missing, '--tls-key', tls.key]);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain(`--tls-cert (TLS_CERT_FILE): cannot read ${missing} (ENOENT)`);
    expect(unreadable.stderr).not.toMatch(/\n\s+at /);

    const notPem = join(certDir, 'not-pem.crt');
    await writeFile(notPem, Buffer.from([0x30, 0x82, 0x01, 0x0a]));
    const der = await serve(certDir, ['--tls-cert', notPem, '--tls-key', tls.key]);
    expect(der.code).toBe(1);
    expect(der.stderr).toContain(`${notPem} is not a PEM certificate`);

    const other = makeCertificate(certDir, 'other');
    const mismatch = await serve(certDir, ['--tls-cert', tls.cert, '--tls-key', other.key]);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain(`${other.key} is not the private key of the certificate in ${tls.cert}`);
  });
});
