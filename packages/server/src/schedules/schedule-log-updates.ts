import type { ScheduleReason, ScheduleResult } from '@fleetdeck/model';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';
import './schedule-tables.js';

/** What one update of a log row sets. */
export interface LogUpdate {
  result: ScheduleResult;
  reason?: ScheduleReason | null;
  startedAt?: string;
  finishedAt?: string;
}

/** Rows one statement updates: 4 columns × 2 values a row stays well under every store's bound-value limit. */
const UPDATE_BATCH = 500;

const columns = { result: 'result', reason: 'reason', startedAt: 'started_at', finishedAt: 'finished_at' } as const;

/**
 * Writes the log's updates of many runs together: those asked during one turn of the event loop go
 * out as one statement (per UPDATE_BATCH rows), in the order asked. Thousands of occurrences
 * starting in the same second would otherwise queue thousands of single-row writes on the store
 * ahead of the next claims and commands. Two updates of one row in the same batch merge, the later
 * winning, so `running` then `done` lands as `done` with both times.
 */
export class ScheduleLogUpdates {
  private pending = new Map<number, LogUpdate>();
  private waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }> = [];
  private queued = false;
  /** The flush under way (if any): the next waits for it, so batches land in order. */
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly db: Kysely<Database>) {}

  /** Updates a log row; resolves once written. */
  write(logId: number, update: LogUpdate): Promise<void> {
    this.pending.set(logId, { ...this.pending.get(logId), ...update });
    const written = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.queued) {
      this.queued = true;
      this.turn = this.turn.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.flush());
    }
    return written;
  }

  /** Resolves once every update asked so far is written (or failed). */
  async drained(): Promise<void> {
    while (this.queued) await this.turn;
  }

  private async flush(): Promise<void> {
    this.queued = false;
    const updates = [...this.pending];
    const waiters = this.waiters;
    this.pending = new Map();
    this.waiters = [];
    try {
      for (let first = 0; first < updates.length; first += UPDATE_BATCH) await this.update(updates.slice(first, first + UPDATE_BATCH));
      for (const waiter of waiters) waiter.resolve();
    } catch (err) {
      for (const waiter of waiters) waiter.reject(err);
    }
  }

  /** One UPDATE of many rows: each column set by a CASE on the row id, kept where that row's update leaves it. */
  private async update(updates: ReadonlyArray<[number, LogUpdate]>): Promise<void> {
    const sets: RawBuilder<unknown>[] = [];
    for (const [key, column] of Object.entries(columns) as Array<[keyof LogUpdate, string]>) {
      const touching = updates.filter(([, update]) => update[key] !== undefined);
      if (touching.length === 0) continue;
      const whens = touching.map(([id, update]) => sql`WHEN ${id} THEN ${update[key] ?? null}`);
      sets.push(sql`${sql.ref(column)} = CASE ${sql.ref('id')} ${sql.join(whens, sql` `)} ELSE ${sql.ref(column)} END`);
    }
    const ids = updates.map(([id]) => id);
    await sql`UPDATE ${sql.table('schedule_logs')} SET ${sql.join(sets)} WHERE ${sql.ref('id')} IN (${sql.join(ids)})`.execute(this.db);
  }
}
