import type { Kysely } from 'kysely';
import { Limits } from '@fleetdeck/model';
import type { Database } from '../db/database.js';
import { newSecret, newSixDigitCode, sha256Hex } from './secret-token.js';

/** Mismatches after which a pending login is spent, so six digits cannot be guessed. */
export const MAX_CODE_MISMATCHES = 5;

/** Starts a pending login: answers the code to mail, the cookie secret and the expiry. */
export async function createPendingLogin(db: Kysely<Database>, operatorId: number): Promise<{ code: string; cookie: string; expiresAt: string }> {
  const code = newSixDigitCode();
  const cookie = newSecret();
  const expiresAt = new Date(Date.now() + Limits.authCodeMs).toISOString();
  // A new code replaces any earlier one of this operator.
  await db.updateTable('pending_logins').set({ used_at: new Date().toISOString() }).where('operator_id', '=', operatorId).where('used_at', 'is', null).execute();
  await db.insertInto('pending_logins').values({ operator_id: operatorId, cookie_hash: sha256Hex(cookie), code_hash: sha256Hex(code), expires_at: expiresAt, mismatches: 0 }).execute();
  return { code, cookie, expiresAt };
}

/** Result of checking a code against the pending login of a cookie. */
export type CodeCheck = { ok: true; operatorId: number } | { ok: false; reason: 'expired' | 'mismatch' };

/** Checks a code; a match spends the pending login, so each code works once. */
export async function checkPendingCode(db: Kysely<Database>, cookie: string | undefined, code: string, now = new Date()): Promise<CodeCheck> {
  if (!cookie) return { ok: false, reason: 'expired' };
  return db.transaction().execute(async (trx) => {
    const pending = await trx.selectFrom('pending_logins').selectAll().where('cookie_hash', '=', sha256Hex(cookie)).executeTakeFirst();
    if (!pending || pending.used_at || pending.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' } as const;
    if (pending.code_hash !== sha256Hex(code)) {
      const mismatches = pending.mismatches + 1;
      await trx
        .updateTable('pending_logins')
        .set({ mismatches, used_at: mismatches >= MAX_CODE_MISMATCHES ? now.toISOString() : null })
        .where('id', '=', pending.id)
        .execute();
      return { ok: false, reason: 'mismatch' } as const;
    }
    await trx.updateTable('pending_logins').set({ used_at: now.toISOString() }).where('id', '=', pending.id).execute();
    return { ok: true, operatorId: pending.operator_id } as const;
  });
}
