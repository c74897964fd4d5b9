import type { Kysely, Transaction } from 'kysely';
import { Limits } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { lockedTransaction } from '../db/locked-transaction.js';

/** The lock every transaction that reads and writes a login id's attempts takes (lockedTransaction). */
export function attemptsLockKey(loginId: string): string {
  return `login_attempts:${normalizeLoginId(loginId)}`;
}

/** Login ids compare case-insensitively, as e-mail addresses do in practice. */
export function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The attempt row of a login id as it stands now: a lock that has run out is forgotten with its
 * failures, so the id starts a fresh round of Limits.maxLoginFailures attempts.
 */
async function currentRow(db: Db, id: string, now: Date): Promise<{ failures: number; lockedUntil: string | null; exists: boolean }> {
  const row = await db.selectFrom('login_attempts').selectAll().where('login_id', '=', id).executeTakeFirst();
  if (!row) return { failures: 0, lockedUntil: null, exists: false };
  if (row.locked_until && row.locked_until <= now.toISOString()) return { failures: 0, lockedUntil: null, exists: true };
  return { failures: row.failures, lockedUntil: row.locked_until, exists: true };
}

async function writeRow(db: Db, id: string, exists: boolean, failures: number, lockedUntil: string | null): Promise<void> {
  if (exists) await db.updateTable('login_attempts').set({ failures, locked_until: lockedUntil }).where('login_id', '=', id).execute();
  else await db.insertInto('login_attempts').values({ login_id: id, failures, locked_until: lockedUntil }).execute();
}

/** Whether a login id is locked now. Kept per login id, known or not, so a lock reveals nothing. */
export async function isLocked(db: Db, loginId: string, now = new Date()): Promise<boolean> {
  const row = await currentRow(db, normalizeLoginId(loginId), now);
  return row.lockedUntil !== null;
}

/**
 * A password check this request may make. Its ordinal says which of the id's allowed attempts it
 * is: the check numbered Limits.maxLoginFailures locks the id when it fails.
 */
export interface ReservedAttempt {
  loginId: string;
  ordinal: number;
}

/**
 * Reserves one password check for a login id, or answers null when the id is locked or every one
 * of its attempts is already taken (by failures or by checks still running).
 *
 * Why reserve first: the check (scrypt) is slow and asynchronous. Counting only after it let 100
 * requests sent at once all pass the lock test before the first failure was written (79 real
 * checks). Counting and testing happen in one transaction here, before any hash starts, so at most
 * Limits.maxLoginFailures checks run per id until a success or the lock ends, however requests
 * are timed (one transaction at a time per login id: lockedTransaction).
 */
export async function reserveAttempt(db: Kysely<Database>, loginId: string, now = new Date()): Promise<ReservedAttempt | null> {
  const id = normalizeLoginId(loginId);
  return lockedTransaction(db, attemptsLockKey(id), async (trx) => {
    const row = await currentRow(trx, id, now);
    if (row.lockedUntil !== null || row.failures >= Limits.maxLoginFailures) return null;
    const ordinal = row.failures + 1;
    await writeRow(trx, id, row.exists, ordinal, null);
    return { loginId: id, ordinal };
  });
}

/**
 * A reserved check failed: it stays counted, and the last allowed one locks the id for
 * Limits.accountLockMs. Answers whether the id is now locked.
 */
export async function settleFailedAttempt(db: Kysely<Database>, attempt: ReservedAttempt, now = new Date()): Promise<boolean> {
  if (attempt.ordinal < Limits.maxLoginFailures) return false;
  await lockedTransaction(db, attemptsLockKey(attempt.loginId), (trx) => lockNow(trx, attempt.loginId, now));
  return true;
}

/**
 * A reserved check did not count: the password was right but the sign-in goes on to the code step,
 * or no check ran (the server was too busy). Gives the attempt back.
 */
export async function releaseAttempt(db: Kysely<Database>, attempt: ReservedAttempt, now = new Date()): Promise<void> {
  await lockedTransaction(db, attemptsLockKey(attempt.loginId), async (trx) => {
    const row = await currentRow(trx, attempt.loginId, now);
    if (row.exists && row.lockedUntil === null && row.failures > 0) await writeRow(trx, attempt.loginId, true, row.failures - 1, null);
  });
}

/**
 * Counts a failure that needs no reservation (a wrong e-mail code, checked in a transaction of its
 * own, locked on attemptsLockKey): wrong codes and wrong passwords share the id's Limits.maxLoginFailures attempts, so a fresh
 * code never brings fresh guesses. Answers whether the id is now locked.
 */
export async function recordFailure(trx: Db, loginId: string, now = new Date()): Promise<boolean> {
  const id = normalizeLoginId(loginId);
  const row = await currentRow(trx, id, now);
  if (row.lockedUntil !== null) return true;
  const failures = row.failures + 1;
  const locked = failures >= Limits.maxLoginFailures;
  await writeRow(trx, id, row.exists, failures, locked ? lockUntil(now) : null);
  return locked;
}

/** Locks a login id for Limits.accountLockMs from now (call inside a transaction locked on attemptsLockKey). */
export async function lockNow(db: Db, loginId: string, now = new Date()): Promise<void> {
  const id = normalizeLoginId(loginId);
  const row = await currentRow(db, id, now);
  await writeRow(db, id, row.exists, Math.max(row.failures, Limits.maxLoginFailures), lockUntil(now));
}

function lockUntil(now: Date): string {
  return new Date(now.getTime() + Limits.accountLockMs).toISOString();
}

/** Forgets failures after a successful login or a password reset. */
export async function clearFailures(db: Db, loginId: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login_id', '=', normalizeLoginId(loginId)).execute();
}
