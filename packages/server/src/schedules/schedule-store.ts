import type { ScheduleRepeat, Weekday } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { RecurringEntry } from './occurrences.js';
import './schedule-tables.js';

/** An entry as the scheduler and the rules read it, with its building's time zone. */
export interface StoredEntry extends RecurringEntry {
  id: number;
  organizationId: number;
  buildingId: number;
  robotId: number;
  flowId: number;
  title: string;
  priority: boolean;
  timeZone: string;
  updatedAt: string;
}

function selectEntries(db: Kysely<Database>) {
  return db
    .selectFrom('schedules')
    .innerJoin('buildings', 'buildings.id', 'schedules.building_id')
    .select([
      'schedules.id', 'schedules.organization_id', 'schedules.building_id', 'schedules.robot_id', 'schedules.flow_id', 'schedules.title',
      'schedules.start_local', 'schedules.end_local', 'schedules.repeat', 'schedules.weekdays', 'schedules.until', 'schedules.exceptions',
      'schedules.priority', 'schedules.updated_at', 'buildings.time_zone',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): StoredEntry {
  return {
    id: row.id,
    organizationId: row.organization_id,
    buildingId: row.building_id,
    robotId: row.robot_id,
    flowId: row.flow_id,
    title: row.title,
    start: row.start_local,
    end: row.end_local,
    repeat: row.repeat as ScheduleRepeat,
    weekdays: JSON.parse(row.weekdays) as Weekday[],
    until: row.until,
    exceptions: JSON.parse(row.exceptions) as string[],
    priority: row.priority === 1,
    timeZone: row.time_zone,
    updatedAt: row.updated_at,
  };
}

/** Every entry (the scheduler's whole plan). */
export async function allEntries(db: Kysely<Database>): Promise<StoredEntry[]> {
  return (await selectEntries(db).execute()).map(toEntry);
}

/** The entries of one robot, but `exceptId`. */
export async function entriesOfRobot(db: Kysely<Database>, robotId: number, exceptId?: number): Promise<StoredEntry[]> {
  let query = selectEntries(db).where('schedules.robot_id', '=', robotId);
  if (exceptId !== undefined) query = query.where('schedules.id', '!=', exceptId);
  return (await query.execute()).map(toEntry);
}

/** Entries whose ids are in `ids`, or of the organizations in `organizationIds`, optionally of one building and robot. */
export async function entriesWhere(
  db: Kysely<Database>,
  where: { organizationIds: readonly number[] | 'all'; buildingId?: number; robotId?: number },
): Promise<StoredEntry[]> {
  let query = selectEntries(db);
  if (where.organizationIds !== 'all') {
    if (where.organizationIds.length === 0) return [];
    query = query.where('schedules.organization_id', 'in', where.organizationIds);
  }
  if (where.buildingId !== undefined) query = query.where('schedules.building_id', '=', where.buildingId);
  if (where.robotId !== undefined) query = query.where('schedules.robot_id', '=', where.robotId);
  return (await query.execute()).map(toEntry);
}

/** The time zone of a building. */
export async function timeZoneOf(db: Kysely<Database>, buildingId: number): Promise<string | undefined> {
  const row = await db.selectFrom('buildings').select('time_zone').where('id', '=', buildingId).executeTakeFirst();
  return row?.time_zone;
}
