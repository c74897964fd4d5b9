import type { Kysely } from 'kysely';
import { Limits } from '@fleetdeck/model';
import type { Database } from '../db/database.js';

/** Login ids compare case-insensitively, as e-mail addresses do in practice. */
export function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

/** Whether a login id is locked now. Kept per login id, known or not, so a lock reveals nothing. */
export async function isLocked(db: Kysely<Database>, loginId: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('login_attempts').select('locked_until').where('login_id', '=', normalizeLoginId(loginId)).executeTakeFirst();
  return !!row?.locked_until && row.locked_until > now.toISOString();
}

/** Counts a failed login; the fifth failure in a row locks the id for 10 minutes. Answers whether it is now locked. */
export async function recordFailure(db: Kysely<Database>, loginId: string, now = new Date()): Promise<boolean> {
  const id = normalizeLoginId(loginId);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_attempts').selectAll().where('login_id', '=', id).executeTakeFirst();
    const failures = (row?.failures ?? 0) + 1;
    const locked = failures >= Limits.maxLoginFailures;
    const values = { failures: locked ? 0 : failures, locked_until: locked ? new Date(now.getTime() + Limits.accountLockMs).toISOString() : null };
    if (row) await trx.updateTable('login_attempts').set(values).where('login_id', '=', id).execute();
    else await trx.insertInto('login_attempts').values({ login_id: id, ...values }).execute();
    return locked;
  });
}

/** Forgets failures after a successful login or a password reset. */
export async function clearFailures(db: Kysely<Database>, loginId: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login_id', '=', normalizeLoginId(loginId)).execute();
}
