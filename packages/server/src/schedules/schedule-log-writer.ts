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
 * Claims many occurrences in one transaction, one statement per batch (many due in the same minute
 * must not wait on one insert each, nor, between batches, behind the store writes their started
 * flows cause); the unique (schedule_id, planned_start) lets only one claim of each win, in this
 * process or any other on the same database. A row says `unknown` until its dispatch settles.
 * Answers the won ones' log ids by claimKey.
 */
export async function claimOccurrences(db: Kysely<Database>, claims: readonly OccurrenceClaim[]): Promise<Map<string, number>> {
  const won = new Map<string, number>();
  if (claims.length === 0) return won;
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < claims.length; first += CLAIM_BATCH) {
      const batch = claims.slice(first, first + CLAIM_BATCH);
      const rows = await trx
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
      for (const row of rows) won.set(claimKey(row.schedule_id, row.planned_start), row.id);
    }
  });
  return won;
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
