// Issue 17 item 4: a load balancer asks /healthz (is the process alive) and /readyz (may it take
// browsers and robots); a graceful shutdown closes robots with 1012 so they reconnect elsewhere.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demo, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, handRobot, registerRobot, telemetry } from './gateway-helpers.js';

let server: TestServer | undefined;
beforeAll(async () => {
  server = await startTestServer({ smtp: false });
});
afterAll(async () => {
  await server?.stop();
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz without a session', async () => {
    if (!server) throw new Error('no server');
    const health = await server.api<{ status: string }>('GET', '/healthz');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await server.api<{ status: string }>('GET', '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('closes robots with 1012 (reconnect) on a graceful shutdown', async () => {
    if (!server) throw new Error('no server');
    const admin = await server.login(demo.orgAdmin);
    const ids = demoIds(server);
    const registered = await registerRobot(server, admin, { name: 'Restart', serialNo: `HR-${Date.now() % 100000}`, model: 'Ex', buildingId: ids.tower, initialFloorId: ids.towerFloor });
    const { socket, welcome } = await handRobot(server, registered.serialNo, registered.credential);
    expect(welcome.type).toBe('welcome');
    socket.send(telemetry(registered.floorId));
    const closed = socket.closed(10_000);
    // SIGTERM: the CLI drains and closes the app.
    const stopping = server.stop();
    server = undefined;
    expect(await closed).toBe(1012);
    await stopping;
  });

  it('finishes a request in progress on a graceful shutdown, while it takes no new connection', async () => {
    const own = await startTestServer({ smtp: false });
    const body = Buffer.from(JSON.stringify({ loginId: demo.operator, loginPw: DEMO_PASSWORD }));
    const url = new URL('/api/operators/login', own.url);
    // The request's headers and the start of its body are on their way when the server is told to stop.
    let finishBody: () => void = () => undefined;
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 10));
      finishBody = () => req.end(body.subarray(10));
    });
    // Serving, before SIGTERM.
    expect((await own.api('GET', '/readyz')).status).toBe(200);
    const stopping = own.stop();
    // Shutting down: a new connection is refused from now on.
    await expect.poll(async () => fetch(`${own.url}/healthz`).then(() => 'served', () => 'refused'), { timeout: 10_000 }).toBe('refused');
    finishBody();
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveProperty('token');
    await stopping;
  });
});
