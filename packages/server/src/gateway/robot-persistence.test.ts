import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { LiveRobot } from './live-robots.js';
import { PersistTiming, RobotPersistence } from './robot-persistence.js';
import { openFleetTestDatabase, type FleetTestDatabase } from './fleet-test-database.js';

let fixture: FleetTestDatabase;
let db: Kysely<Database>;
let robots: LiveRobot[];

beforeEach(async () => {
  fixture = await openFleetTestDatabase();
  db = fixture.db;
  robots = [];
  for (const name of ['R-A', 'R-B', 'R-C']) robots.push(await fixture.addRobot(name));
});

afterEach(async () => {
  await fixture.close();
});

async function rowsOf(table: 'robot_events' | 'robot_samples'): Promise<Map<number, number>> {
  const rows = await db.selectFrom(table).select(['robot_id']).select((eb) => eb.fn.countAll<number>().as('n')).groupBy('robot_id').execute();
  return new Map(rows.map((r) => [r.robot_id, Number(r.n)]));
}

/** Buffers, for every robot, `events` events and one touch with its sample; the vanished robot's first. */
function buffer(persistence: RobotPersistence, ordered: LiveRobot[], events: number): void {
  const now = Date.now();
  for (const robot of ordered) {
    for (let i = 0; i < events; i++) persistence.event(robot, { ts: now + i, level: 5, kind: 'flow', code: 'F0001' }, now + i);
    persistence.touch(robot, now, true);
  }
}

describe('RobotPersistence', () => {
  it('writes every other robot\'s events, samples and last communication when one robot was deleted after its rows were buffered', async () => {
    const [a, b, c] = robots as [LiveRobot, LiveRobot, LiveRobot];
    // The store still believes in the robot (deleted in the database, not yet in memory): the foreign key catches it.
    const persistence = new RobotPersistence(db);
    // More rows than one transaction holds, the vanished robot's in the first chunk.
    const perRobot = PersistTiming.maxRowsPerTransaction;
    buffer(persistence, [b, a, c], perRobot);
    await db.deleteFrom('robots').where('id', '=', b.meta.id).execute();
    await persistence.flush();
    const events = await rowsOf('robot_events');
    expect(events.get(a.meta.id)).toBe(perRobot);
    expect(events.get(c.meta.id)).toBe(perRobot);
    expect(events.has(b.meta.id)).toBe(false);
    const samples = await rowsOf('robot_samples');
    expect([...samples.keys()].sort()).toEqual([a.meta.id, c.meta.id].sort());
    const touched = await db.selectFrom('robots').select(['id', 'last_communication_at', 'battery_percent']).execute();
    for (const row of touched) {
      expect(row.last_communication_at).not.toBeNull();
      expect(row.battery_percent).toBe(42);
    }
  });

  it('drops the buffered rows of a robot the registry no longer knows, without a failed transaction', async () => {
    const [a, b, c] = robots as [LiveRobot, LiveRobot, LiveRobot];
    const gone = new Set<number>();
    const persistence = new RobotPersistence(db, (id) => !gone.has(id));
    buffer(persistence, [a, b, c], 3);
    // Gone from the registry only: its row is still in the database, so nothing but the registry
    // check can keep its rows out (the foreign-key fallback would let them through).
    gone.add(b.meta.id);
    // The robot's offline event is noted after its removal, as the gateway does when it closes the socket.
    persistence.event(b, { ts: Date.now(), kind: 'connection', code: 'offline', level: 0 }, Date.now());
    await persistence.flush();
    const events = await rowsOf('robot_events');
    expect(Object.fromEntries(events)).toEqual({ [a.meta.id]: 3, [c.meta.id]: 3 });
    expect([...(await rowsOf('robot_samples')).keys()].sort()).toEqual([a.meta.id, c.meta.id].sort());
  });

  it('writes one offline event per disconnection: none after one another process already wrote, both of a reconnection in one flush', async () => {
    const [a, b] = robots as [LiveRobot, LiveRobot];
    const persistence = new RobotPersistence(db);
    const t0 = Date.now() - 10_000;
    const connection = (robot: LiveRobot, code: 'online' | 'offline', at: number) => persistence.event(robot, { ts: at, kind: 'connection', code, level: 0 }, at);
    connection(a, 'online', t0);
    connection(b, 'online', t0);
    await persistence.flush();
    // A survivor logged robot A offline, dated when A's process last reported it (cluster/vanished-holder.ts).
    await db.insertInto('robot_events').values({ robot_id: a.meta.id, at: new Date(t0 + 1000).toISOString(), robot_ts: t0 + 1000, kind: 'connection', code: 'offline', level: 0, active: null, message: null, data: null }).execute();
    // A's process, shutting down, writes its own late; B goes offline, online and offline again within one flush.
    connection(a, 'offline', t0 + 3000);
    connection(b, 'offline', t0 + 1000);
    connection(b, 'online', t0 + 2000);
    connection(b, 'offline', t0 + 3000);
    await persistence.flush();
    const codes = async (robot: LiveRobot) =>
      (await db.selectFrom('robot_events').select('code').where('robot_id', '=', robot.meta.id).where('kind', '=', 'connection').orderBy('at').orderBy('id').execute()).map((r) => r.code);
    expect(await codes(a)).toEqual(['online', 'offline']);
    expect(await codes(b)).toEqual(['online', 'offline', 'online', 'offline']);
  });
});
