import { sql, type Transaction } from 'kysely';
import type { LooseDb, ResourceContext, WriteInput } from '../../resources/resource-types.js';

/**
 * An administrator who sets an account's password ends every session of that account, in the same
 * transaction as the new password (open streams close within a second: stream/session-revalidation.ts).
 * Only when administrators set their own password this way does their current session stay.
 */
export async function revokeSessionsOnPasswordChange(
  trx: Transaction<LooseDb>,
  { action, id, input, ctx }: { action: 'create' | 'update' | 'delete'; id: number; input: WriteInput; ctx: ResourceContext },
): Promise<void> {
  if (action !== 'update' || typeof input.password !== 'string') return;
  let query = trx
    .updateTable('access_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where(sql.ref('operator_id'), '=', id)
    .where(sql.ref('revoked_at'), 'is', null);
  const own = ctx.request.session;
  if (own && own.operatorId === id) query = query.where(sql.ref('id'), '<>', own.tokenId);
  await query.execute();
}
