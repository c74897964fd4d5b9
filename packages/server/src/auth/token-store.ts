import type { Kysely } from 'kysely';
import type { Database, OperatorsTable } from '../db/database.js';
import type { Selectable } from 'kysely';
import { newSecret, sha256Hex } from './secret-token.js';

/**
 * Bearer tokens live a fixed 12 hours from sign-in (not sliding): a stolen token dies on a
 * known schedule and no read call has to write. Operators sign in once per shift.
 */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Issues a token for an operator; only its SHA-256 is stored. */
export async function issueToken(db: Kysely<Database>, operatorId: number, ip: string): Promise<{ token: string; expiresAt: string }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString();
  await db
    .insertInto('access_tokens')
    .values({ operator_id: operatorId, token_hash: sha256Hex(token), expires_at: expiresAt, ip, created_at: new Date().toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The operator and token row of a live (unexpired, unrevoked) token, or undefined. */
export async function findTokenOwner(
  db: Kysely<Database>,
  token: string,
): Promise<{ tokenId: number; operator: Selectable<OperatorsTable> } | undefined> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('operators', 'operators.id', 'access_tokens.operator_id')
    .selectAll('operators')
    .select(['access_tokens.id as token_id'])
    .where('access_tokens.token_hash', '=', sha256Hex(token))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, ...operator } = row;
  return { tokenId: token_id, operator };
}

/** The operator and token row of a live token named by its row id (a signed media URL names its session so). */
export async function findTokenOwnerById(
  db: Kysely<Database>,
  tokenId: number,
): Promise<{ tokenId: number; operator: Selectable<OperatorsTable> } | undefined> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('operators', 'operators.id', 'access_tokens.operator_id')
    .selectAll('operators')
    .where('access_tokens.id', '=', tokenId)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? { tokenId, operator: row } : undefined;
}

/** Revokes one token. */
export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: new Date().toISOString() }).where('id', '=', tokenId).execute();
}

/**
 * Revokes every live token of an operator but `keepTokenId` (the session that changed its own
 * password stays signed in): after a password reset or change, whoever knew the old password is out.
 */
export async function revokeAllTokens(db: Kysely<Database>, operatorId: number, keepTokenId?: number): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '<>', keepTokenId);
  await query.execute();
}
