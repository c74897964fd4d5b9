// Issue 17 item 4: a load balancer asks /healthz (is the process alive) and /readyz (may it take
// browsers and robots); a graceful shutdown closes robots with 1012 so they reconnect elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestServer, type TestServer } from './harness/index.js';
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
});
