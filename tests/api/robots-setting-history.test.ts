import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, onPostgres, startTestServer, type TestServer } from './harness/index.js';
import { demoIds, registerRobot } from './gateway-helpers.js';

interface Change {
  id: number;
  at: string;
  operatorId: number | null;
  loginId: string;
  operatorName: string | null;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

let server: TestServer;
let admin: string;
let ids: ReturnType<typeof demoIds>;

beforeAll(async () => {
  server = await startTestServer({ smtp: false });
  admin = await server.login(demo.orgAdmin);
  ids = demoIds(server);
});
afterAll(async () => {
  await server?.stop();
});

async function newRobot(): Promise<number> {
  const serialNo = `H-${Math.random().toString(36).slice(2, 10)}`;
  const robot = await registerRobot(server, admin, { name: 'History Robot', serialNo, model: 'mini', buildingId: ids.tower, initialFloorId: ids.towerFloor });
  return robot.id;
}

const history = (id: number, token = admin) => server.api<Change[]>('GET', `/api/robots/${id}/setting-history`, undefined, token);

describe('robot setting history', () => {
  it('records who changed which setting, from what to what, newest first, and skips unchanged fields', async () => {
    const id = await newRobot();
    expect((await history(id)).body).toEqual([]);
    const first = await server.api('PATCH', `/api/robots/${id}`, { name: 'Renamed', status: 2, notes: '' }, admin);
    expect(first.status).toBe(200);
    const second = await server.api('PATCH', `/api/robots/${id}`, { longTermRecordingAutoStart: true, name: 'Renamed' }, admin);
    expect(second.status).toBe(200);

    const res = await history(id);
    expect(res.status).toBe(200);
    const operatorId = (server.sql.get('SELECT id FROM operators WHERE login_id = ?', demo.orgAdmin) as { id: number }).id;
    expect(res.body.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['longTermRecordingAutoStart', false, true],
      ['status', 1, 2],
      ['name', 'History Robot', 'Renamed'],
    ]);
    for (const change of res.body) {
      expect(change).toMatchObject({ operatorId, loginId: demo.orgAdmin });
      expect(change.operatorName).toEqual(expect.any(String));
      expect(Date.parse(change.at)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('records nothing for a refused change', async () => {
    const id = await newRobot();
    const tooLong = await server.api('PATCH', `/api/robots/${id}`, { name: 'x'.repeat(41) }, admin);
    expect(tooLong.status).toBe(400);
    const wrongFloor = await server.api('PATCH', `/api/robots/${id}`, { name: 'Moved', initialFloorId: ids.warehouseFloor }, admin);
    expect(wrongFloor.status).toBe(400);
    expect((await history(id)).body).toEqual([]);
    const robot = await server.api<{ name: string }>('GET', `/api/robots/${id}`, undefined, admin);
    expect(robot.body.name).toBe('History Robot');
  });

  it('writes the change and its history in one transaction: a failed history row keeps the old value', async () => {
    const id = await newRobot();
    const db = server.sql;
    // A trigger that refuses the history row of `notes`, in each store's trigger language.
    if (onPostgres) {
      db.run("CREATE FUNCTION refuse_notes_history() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.field = 'notes' THEN RAISE EXCEPTION 'refused by test'; END IF; RETURN NEW; END $$");
      db.run('CREATE TRIGGER refuse_notes_history BEFORE INSERT ON robot_setting_history FOR EACH ROW EXECUTE FUNCTION refuse_notes_history()');
    } else {
      db.run("CREATE TRIGGER refuse_notes_history BEFORE INSERT ON robot_setting_history WHEN NEW.field = 'notes' BEGIN SELECT RAISE(ABORT, 'refused by test'); END");
    }
    try {
      const res = await server.api('PATCH', `/api/robots/${id}`, { notes: 'should not stay' }, admin);
      expect(res.status).toBe(500);
    } finally {
      db.run(onPostgres ? 'DROP TRIGGER refuse_notes_history ON robot_setting_history' : 'DROP TRIGGER refuse_notes_history');
    }
    const robot = await server.api<{ notes: string }>('GET', `/api/robots/${id}`, undefined, admin);
    expect(robot.body.notes).toBe('');
    expect((await history(id)).body).toEqual([]);
  });

  it('records a credential rotation without the credential', async () => {
    const id = await newRobot();
    const rotated = await server.api<{ credential: string }>('POST', `/api/robots/${id}/credential`, undefined, admin);
    expect(rotated.status).toBe(200);
    const res = await history(id);
    expect(res.body.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([['credential', null, null]]);
    expect(JSON.stringify(res.body)).not.toContain(rotated.body.credential);
  });

  it('is for admins of the robot organization only', async () => {
    const id = await newRobot();
    expect((await history(id, await server.login(demo.operator))).status).toBe(403);
    expect((await history(id, await server.login(demo.otherAdmin))).status).toBe(404);
    expect((await history(id, await server.login(demo.system))).status).toBe(200);
  });
});
