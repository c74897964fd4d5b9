import type { ScheduleReason, ScheduleResult } from '@fleetdeck/model';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Occurrence } from './occurrences.js';
import type { StoredEntry } from './schedule-store.js';
import './schedule-tables.js';

/** A claimed occurrence: its log row and what dispatching it needs. */
export interface ClaimedRun {
  logId: number;
  entry: Pick<StoredEntry, 'id' | 'robotId' | 'flowId' | 'priority' | 'title'>;
  start: number;
  end: number;
}

/**
 * Claims an occurrence by inserting its log row; the unique (schedule_id, planned_start) lets only
 * one claim win, in this process or any other on the same database. Answers the row id, or
 * undefined when the occurrence was claimed before. The row says `unknown` until the dispatch settles.
 */
export async function claimOccurrence(
  db: Kysely<Database>,
  entry: StoredEntry,
  occurrence: Occurrence,
  settled?: { result: ScheduleResult; reason: ScheduleReason },
): Promise<number | undefined> {
  const row = await db
    .insertInto('schedule_logs')
    .values({
      organization_id: entry.organizationId,
      schedule_id: entry.id,
      title: entry.title,
      building_id: entry.buildingId,
      robot_id: entry.robotId,
      flow_id: entry.flowId,
      planned_start: new Date(occurrence.start).toISOString(),
      planned_end: new Date(occurrence.end).toISOString(),
      started_at: null,
      finished_at: null,
      result: settled?.result ?? 'unknown',
      reason: settled?.reason ?? null,
      priority: entry.priority ? 1 : 0,
    })
    .onConflict((conflict) => conflict.columns(['schedule_id', 'planned_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** An occurrence to claim, with its result when it is logged settled at once (found too late). */
export interface OccurrenceClaim {
  entry: StoredEntry;
  occurrence: Occurrence;
  settled?: { result: ScheduleResult; reason: ScheduleReason };
}

/** Rows one claiming statement writes: well under every store's limit of bound values (14 a row). */
const CLAIM_BATCH = 500;

/** The key of an occurrence among claims: its entry and planned start. */
export const claimKey = (scheduleId: number, plannedStart: string) => `${scheduleId}@${plannedStart}`;

/**
 * Claims many occurrences with one statement per batch (many due in the same minute must not wait
 * on one insert each); like claimOccurrence, the unique key lets only one claim of each win.
 * Answers the won ones' log ids by claimKey; `onBatch` hears each batch as it is won, so their
 * flows can go out while the next batch is written.
 */
export async function claimOccurrences(
  db: Kysely<Database>,
  claims: readonly OccurrenceClaim[],
  onBatch?: (won: Map<string, number>) => void,
): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  for (let first = 0; first < claims.length; first += CLAIM_BATCH) {
    const batch = claims.slice(first, first + CLAIM_BATCH);
    const rows = await db
      .insertInto('schedule_logs')
      .values(batch.map(({ entry, occurrence, settled }) => ({
        organization_id: entry.organizationId,
        schedule_id: entry.id,
        title: entry.title,
        building_id: entry.buildingId,
        robot_id: entry.robotId,
        flow_id: entry.flowId,
        planned_start: new Date(occurrence.start).toISOString(),
        planned_end: new Date(occurrence.end).toISOString(),
        started_at: null,
        finished_at: null,
        result: settled?.result ?? 'unknown',
        reason: settled?.reason ?? null,
        priority: entry.priority ? 1 : 0,
      })))
      .onConflict((conflict) => conflict.columns(['schedule_id', 'planned_start']).doNothing())
      .returning(['id', 'schedule_id', 'planned_start'])
      .execute();
    const won = new Map(rows.map((row) => [claimKey(row.schedule_id, row.planned_start), row.id]));
    for (const [key, id] of won) all.set(key, id);
    onBatch?.(won);
  }
  return all;
}

/** Records that the robot accepted the flow. */
export async function markRunning(db: Kysely<Database>, logId: number, at: number): Promise<void> {
  await db.updateTable('schedule_logs').set({ result: 'running', started_at: new Date(at).toISOString() }).where('id', '=', logId).execute();
}

/** Records how an occurrence ended. */
export async function markSettled(db: Kysely<Database>, logId: number, result: ScheduleResult, reason: ScheduleReason | null, at: number): Promise<void> {
  await db
    .updateTable('schedule_logs')
    .set({ result, reason, finished_at: new Date(at).toISOString() })
    .where('id', '=', logId)
    .execute();
}

/** Runs still `running` (after a restart, the scheduler watches them again). */
export async function runningRuns(db: Kysely<Database>): Promise<ClaimedRun[]> {
  const rows = await db
    .selectFrom('schedule_logs')
    .select(['id', 'schedule_id', 'robot_id', 'flow_id', 'priority', 'title', 'planned_start', 'planned_end'])
    .where('result', '=', 'running')
    .execute();
  return rows.map((row) => ({
    logId: row.id,
    entry: { id: row.schedule_id, robotId: row.robot_id, flowId: row.flow_id, priority: row.priority === 1, title: row.title },
    start: Date.parse(row.planned_start),
    end: Date.parse(row.planned_end),
  }));
}
