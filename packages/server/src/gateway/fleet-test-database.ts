import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { migrateToLatest, openDatabase } from '../db/open-database.js';
import { parseStoreLocation } from '../db/store-location.js';
import type { LiveRobot } from './live-robots.js';

/** A migrated store in a temporary folder (the default store) with one organization, building and floor, for gateway unit tests. */
export interface FleetTestDatabase {
  dir: string;
  db: Kysely<Database>;
  organizationId: number;
  buildingId: number;
  floorId: number;
  /** Registers a robot (serial number = name) and answers it as the live registry holds it, online. */
  addRobot(name: string): Promise<LiveRobot>;
  close(): Promise<void>;
}

/** Opens a real store with foreign keys on, through the gateway's batch writer as the server does. */
export async function openFleetTestDatabase(): Promise<FleetTestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'fleetdeck-gateway-'));
  const store = openDatabase(parseStoreLocation(undefined, dir, dir));
  const writer = store.openBatchWriter();
  const db = writer.db;
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

  async function addRobot(name: string): Promise<LiveRobot> {
    const at = new Date().toISOString();
    const row = await db
      .insertInto('robots')
      .values({
        organization_id: org.id, building_id: building.id, group_id: null, initial_floor_id: floor.id, name, serial_no: name, model: 'Ex',
        version: '1', hardware_revision: '1', status: 1, last_communication_at: null, battery_percent: null, long_term_recording_auto_start: 0,
        video_mode: 'normal', notes: '', created_at: at, updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      meta: { id: row.id, serialNo: name, name, model: 'Ex', organizationId: org.id, buildingId: building.id, initialFloorId: floor.id, status: 1, credentialHash: null },
      connection: 'online',
      lastCommunicationAt: Date.now(),
      telemetry: { battery: { percent: 42, state: 'active' }, status: 1, floorId: floor.id, pose: { x: 1, y: 2, yaw: 0 }, velocity: { linear: 0.3, angular: 0 } } as LiveRobot['telemetry'],
      json: null,
    };
  }

  return {
    dir,
    db,
    organizationId: org.id,
    buildingId: building.id,
    floorId: floor.id,
    addRobot,
    async close() {
      await writer.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
