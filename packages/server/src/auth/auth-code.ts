import type { Kysely } from 'kysely';
import { Limits } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { newSecret, newSixDigitCode, sha256Hex } from './secret-token.js';
import { lockedTransaction } from '../db/locked-transaction.js';
import { attemptsLockKey, isLocked, lockNow, recordFailure } from './login-throttle.js';

/** Mismatches after which a pending login is spent, so six digits cannot be guessed. */
export const MAX_CODE_MISMATCHES = 5;

/**
 * Codes one account may be sent per Limits.authCodeMs (10 minutes; our choice, the spec gives no
 * figure) without finishing a sign-in. Signing in again used to bring a fresh code and five fresh
 * guesses without end; asking for more codes than this locks the login id like the last failed
 * attempt does.
 */
export const MAX_CODES_PER_WINDOW = 5;

/** A pending login to mail, or null when the account asked for too many codes and is now locked. */
export type PendingLogin = { code: string; cookie: string; expiresAt: string };

/**
 * Starts a pending login: answers the code to mail, the cookie secret and the expiry. `lastLoginAt`
 * (the operator's last finished sign-in) restarts the count: only codes since then count.
 */
export async function createPendingLogin(
  db: Kysely<Database>,
  operator: { id: number; loginId: string; lastLoginAt: string | null },
  now = new Date(),
): Promise<PendingLogin | null> {
  const code = newSixDigitCode();
  const cookie = newSecret();
  const expiresAt = new Date(now.getTime() + Limits.authCodeMs).toISOString();
  const operatorId = operator.id;
  // A code lives exactly one window (it expires Limits.authCodeMs after it is issued), so the codes
  // issued within the window, and after the last sign-in, are those expiring after both ends.
  const lastLogin = operator.lastLoginAt ? Date.parse(operator.lastLoginAt) : NaN;
  const sinceLogin = Number.isNaN(lastLogin) ? '' : new Date(lastLogin + Limits.authCodeMs).toISOString();
  const after = sinceLogin > now.toISOString() ? sinceLogin : now.toISOString();
  // Locked on the login id: the count of codes issued and the attempts row it may lock change together.
  return lockedTransaction(db, attemptsLockKey(operator.loginId), async (trx) => {
    const issued = await trx
      .selectFrom('pending_logins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('operator_id', '=', operatorId)
      .where('expires_at', '>', after)
      .executeTakeFirstOrThrow();
    // A new code replaces any earlier one of this operator.
    await trx.updateTable('pending_logins').set({ used_at: now.toISOString() }).where('operator_id', '=', operatorId).where('used_at', 'is', null).execute();
    if (Number(issued.n) >= MAX_CODES_PER_WINDOW) {
      await lockNow(trx, operator.loginId, now);
      return null;
    }
    await trx.insertInto('pending_logins').values({ operator_id: operatorId, cookie_hash: sha256Hex(cookie), code_hash: sha256Hex(code), expires_at: expiresAt, mismatches: 0 }).execute();
    return { code, cookie, expiresAt };
  });
}

/** Result of checking a code against the pending login of a cookie. */
export type CodeCheck = { ok: true; operatorId: number } | { ok: false; reason: 'expired' | 'mismatch' | 'locked' };

/**
 * Checks a code; a match spends the pending login, so each code works once. A wrong code counts as
 * a failed attempt of the account (shared with wrong passwords); once the account is locked its
 * pending login is spent and the step answers 'locked'.
 */
export async function checkPendingCode(db: Kysely<Database>, cookie: string | undefined, code: string, now = new Date()): Promise<CodeCheck> {
  if (!cookie) return { ok: false, reason: 'expired' };
  // The login id the cookie stands for, to lock on; the transaction reads the pending login again.
  const owner = await db
    .selectFrom('pending_logins')
    .innerJoin('operators', 'operators.id', 'pending_logins.operator_id')
    .select('operators.login_id')
    .where('pending_logins.cookie_hash', '=', sha256Hex(cookie))
    .executeTakeFirst();
  if (!owner) return { ok: false, reason: 'expired' };
  return lockedTransaction(db, attemptsLockKey(owner.login_id), async (trx) => {
    const pending = await trx
      .selectFrom('pending_logins')
      .innerJoin('operators', 'operators.id', 'pending_logins.operator_id')
      .select(['pending_logins.id', 'pending_logins.operator_id', 'pending_logins.code_hash', 'pending_logins.used_at', 'pending_logins.expires_at', 'pending_logins.mismatches', 'operators.login_id'])
      .where('pending_logins.cookie_hash', '=', sha256Hex(cookie))
      .executeTakeFirst();
    if (!pending || pending.used_at || pending.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' } as const;
    const spend = () => trx.updateTable('pending_logins').set({ used_at: now.toISOString() }).where('id', '=', pending.id).execute();
    if (await isLocked(trx, pending.login_id, now)) {
      await spend();
      return { ok: false, reason: 'locked' } as const;
    }
    if (pending.code_hash !== sha256Hex(code)) {
      const mismatches = pending.mismatches + 1;
      const locked = await recordFailure(trx, pending.login_id, now);
      await trx
        .updateTable('pending_logins')
        .set({ mismatches, used_at: locked || mismatches >= MAX_CODE_MISMATCHES ? now.toISOString() : null })
        .where('id', '=', pending.id)
        .execute();
      return { ok: false, reason: locked ? 'locked' : 'mismatch' } as const;
    }
    await spend();
    return { ok: true, operatorId: pending.operator_id } as const;
  });
}
