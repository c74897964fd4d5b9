import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { RobotModel } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { issueRobotCredential } from './robot-credential.js';
import { demoRobots, extraSimSerial, type DemoRobot } from './demo-robots.js';
import { seedReportsDemo } from '../reports/reports-demo-seed.js';
import { demoAccounts } from '../seed/demo-accounts.js';
import './robot-tables.js';

/** A robot's gateway sign-in, as the credentials file holds it (the format fleetdeck-sim reads). */
export interface SimCredential {
  serialNo: string;
  credential: string;
  model: string;
}

/** Where the demo fleet's credentials are kept: inside the data folder, readable by its owner only. */
export function demoCredentialsFile(dataDir: string): string {
  return join(dataDir, 'demo-robot-credentials.json');
}

interface Placement {
  buildingId: number;
  organizationId: number;
  floorId: number;
}

async function placements(db: Kysely<Database>): Promise<Placement[]> {
  const buildings = await db.selectFrom('buildings').select(['id', 'organization_id']).orderBy('id').execute();
  const result: Placement[] = [];
  for (const b of buildings) {
    // Robots start on the lowest floor above ground, else on any floor of the building.
    const floor =
      (await db.selectFrom('floors').select('id').where('building_id', '=', b.id).where('index', '>=', 1).orderBy('index').executeTakeFirst()) ??
      (await db.selectFrom('floors').select('id').where('building_id', '=', b.id).executeTakeFirst());
    if (floor) result.push({ buildingId: b.id, organizationId: b.organization_id, floorId: floor.id });
  }
  return result;
}

async function readCredentials(file: string): Promise<SimCredential[] | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as SimCredential[]) : null;
  } catch {
    return null;
  }
}

async function insertRobot(db: Kysely<Database>, robot: DemoRobot, at: Placement): Promise<SimCredential> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('robots')
    .values({
      organization_id: at.organizationId,
      building_id: at.buildingId,
      group_id: null,
      initial_floor_id: at.floorId,
      name: robot.name,
      serial_no: robot.serialNo,
      model: robot.model,
      version: '1.0.0',
      hardware_revision: '1',
      status: 1,
      last_communication_at: null,
      battery_percent: null,
      long_term_recording_auto_start: robot.recordsLongTerm ? 1 : 0,
      video_mode: 'normal',
      notes: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { serialNo: robot.serialNo, credential: await issueRobotCredential(db, row.id), model: robot.model };
}

/**
 * Makes sure the simulated fleet has robots and credentials: seeds the demo robots into an empty
 * robots table, adds `SIM-nnnnn` robots when more are asked for, and keeps their credentials in the
 * data folder's credentials file (which fleetdeck-sim also reads). When the file is lost, the
 * credentials of the robots it covered are replaced. Answers the credentials of `count` robots.
 */
export async function ensureSimRobots(db: Kysely<Database>, dataDir: string, count: number): Promise<SimCredential[]> {
  const file = demoCredentialsFile(dataDir);
  const stored = (await readCredentials(file)) ?? [];
  const known = new Map(stored.map((c) => [c.serialNo, c]));
  const existing = new Map(
    (await db.selectFrom('robots').select(['id', 'serial_no', 'model']).execute()).map((r) => [r.serial_no, r]),
  );
  const wanted: DemoRobot[] = [...demoRobots];
  for (let n = 1; wanted.length < count; n++) {
    wanted.push({ name: `Simulated ${n}`, serialNo: extraSimSerial(n), model: RobotModel[n % RobotModel.length] ?? 'ugo Pro' });
  }
  // Demo robots go only into the demo data set, never into a real deployment that has no robots yet.
  const demoAccount = await db.selectFrom('operators').select('id').where('login_id', '=', demoAccounts[0]?.loginId ?? '').executeTakeFirst();
  const seedDemo = existing.size === 0 && demoAccount !== undefined;
  const spots = await placements(db);
  if (spots.length === 0) return [];
  const result: SimCredential[] = [];
  let changed = false;
  // One transaction for the whole fleet: a commit per robot made `--sim 5000` outlast the start-up time-out.
  await db.transaction().execute(async (trx) => {
    for (const [i, robot] of wanted.slice(0, Math.max(count, seedDemo ? demoRobots.length : 0)).entries()) {
      const row = existing.get(robot.serialNo);
      const spot = spots[i % spots.length];
      if (!row) {
        // Demo robots are seeded only into an empty table: an operator who deleted them keeps them deleted.
        if (!seedDemo && !robot.serialNo.startsWith('SIM-')) continue;
        if (!spot) continue;
        result.push(await insertRobot(trx, robot, spot));
        changed = true;
      } else if (known.has(robot.serialNo)) {
        result.push(known.get(robot.serialNo) as SimCredential);
      } else {
        result.push({ serialNo: robot.serialNo, credential: await issueRobotCredential(trx, row.id), model: row.model });
        changed = true;
      }
    }
  });
  if (seedDemo) await seedReportsDemo(db);
  if (changed) {
    const merged = new Map(stored.map((c) => [c.serialNo, c]));
    for (const c of result) merged.set(c.serialNo, c);
    await writeFile(file, `${JSON.stringify([...merged.values()], null, 2)}\n`, { mode: 0o600 });
  }
  return result.slice(0, count);
}
