import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, onPostgres, startTestServer, type TestServer } from './harness/index.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
});
afterAll(async () => {
  await server?.stop();
});

describe('durability', () => {
  it('keeps every acknowledged write when the server is SIGKILLed mid-burst', async () => {
    const token = await server.login(demo.orgAdmin);
    const towerId = (server.sql.get("SELECT id FROM buildings WHERE name = 'Aozora Tower'") as { id: number }).id;
    const aozoraId = (server.sql.get("SELECT id FROM organizations WHERE name = 'Aozora Facilities'") as { id: number }).id;
    const acknowledged: Array<{ id: number; name: string; path: string }> = [];
    let sent = 0;
    let killed = false;
    const KILL_AFTER = 40;
    const killNow = async () => {
      if (killed) return;
      killed = true;
      await server.kill();
    };
    // Three kinds of write (groups, flow groups, whole buildings with nested IP entries) from
    // 24 concurrent clients; the kill lands while many requests are in flight.
    const worker = async (lane: number) => {
      while (!killed) {
        sent += 1;
        const n = sent;
        const kind = n % 3;
        const path = kind === 0 ? '/api/buildings' : `/api/buildings/${towerId}/${kind === 1 ? 'groups' : 'flowGroups'}`;
        const name = `burst ${lane}-${n}`;
        const body = kind === 0 ? { name, organizationId: aozoraId, ipAllowList: [{ ipAddress: `10.0.${lane}.${n % 250}`, description: name, restricted: false }] } : { name };
        try {
          const res = await server.api<{ id: number; name: string }>('POST', path, body, token);
          if (res.status === 201) {
            acknowledged.push({ id: res.body.id, name: res.body.name, path });
            if (acknowledged.length >= KILL_AFTER) await killNow();
          } else if (!killed) {
            throw new Error(`write answered ${res.status}: ${JSON.stringify(res.body)}`);
          }
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 24 }, (_, lane) => worker(lane)));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(sent).toBeGreaterThan(acknowledged.length);

    await server.restart();
    const after = await server.login(demo.orgAdmin);
    for (const write of acknowledged) {
      const res = await server.api<{ id: number; name: string; ipAllowList?: unknown[] }>('GET', `${write.path}/${write.id}`, undefined, after);
      expect(res.status, `${write.path}/${write.id}`).toBe(200);
      expect(res.body.name).toBe(write.name);
      if (write.path === '/api/buildings') expect(res.body.ipAllowList).toHaveLength(1);
    }
    // A SQLite file must also pass its own integrity check after the kill; PostgreSQL keeps its
    // files in its own server process, which the kill did not touch.
    if (!onPostgres) expect(server.sql.get('PRAGMA integrity_check')).toEqual({ integrity_check: 'ok' });
  });
});
