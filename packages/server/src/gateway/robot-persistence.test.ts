import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/open-database.js';
import type { LiveRobot } from './live-robots.js';
import { PersistTiming, RobotPersistence } from './robot-persistence.js';
import { openTelemetryDatabase } from './telemetry-database.js';

let dir: string;
let db: Kysely<Database>;
let robots: LiveRobot[];

async function addRobot(name: string, organizationId: number, buildingId: number, floorId: number): Promise<LiveRobot> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('robots')
    .values({
      organization_id: organizationId, building_id: buildingId, group_id: null, initial_floor_id: floorId, name, serial_no: name, model: 'Ex',
      version: '1', hardware_revision: '1', status: 1, last_communication_at: null, battery_percent: null, long_term_recording_auto_start: 0,
      video_mode: 'normal', notes: '', created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    meta: { id: row.id, serialNo: name, name, model: 'Ex', organizationId, buildingId, initialFloorId: floorId, status: 1, credentialHash: null },
    connection: 'online',
    lastCommunicationAt: Date.now(),
    telemetry: { battery: { percent: 42, state: 'active' }, status: 1, floorId, pose: { x: 1, y: 2, yaw: 0 } } as LiveRobot['telemetry'],
    json: null,
  };
}

beforeEach(async () => {
  // A real file with foreign keys on, as the server's telemetry connection opens it.
  dir = await mkdtemp(join(tmpdir(), 'fleetdeck-persistence-'));
  db = openTelemetryDatabase(join(dir, 'fleetdeck.sqlite'));
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const org = await db
    .insertInto('organizations')
    .values({ name: 'Org', type: 0, parent_id: null, parent_role: 2, level: 0, status: 1, prefecture: '', city: '', postal_code: '', address_detail: '', labs_enabled: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const building = await db
    .insertInto('buildings')
    .values({ name: 'B', organization_id: org.id, status: 1, prefecture: '', city: '', postal_code: '', address: '', latitude: null, longitude: null, linkage: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const floor = await db.insertInto('floors').values({ building_id: building.id, name: '1F', type: 0, index: 1, img: null, ugomap: null }).returning('id').executeTakeFirstOrThrow();
  robots = [];
  for (const name of ['R-A', 'R-B', 'R-C']) robots.push(await addRobot(name, org.id, building.id, floor.id));
});

afterEach(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
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
    await db.deleteFrom('robots').where('id', '=', b.meta.id).execute();
    gone.add(b.meta.id);
    // The robot's offline event is noted after its deletion, as the gateway does when it closes the socket.
    persistence.event(b, { ts: Date.now(), kind: 'connection', code: 'offline', level: 0 }, Date.now());
    await persistence.flush();
    const events = await rowsOf('robot_events');
    expect(Object.fromEntries(events)).toEqual({ [a.meta.id]: 3, [c.meta.id]: 3 });
    expect([...(await rowsOf('robot_samples')).keys()].sort()).toEqual([a.meta.id, c.meta.id].sort());
  });
});
