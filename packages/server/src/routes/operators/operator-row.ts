import { UserType } from '@fleetdeck/model';
import { hashPassword } from '../../auth/password-hash.js';
import type { ApiRecord, ResourceContext, Row, WriteInput } from '../../resources/resource-types.js';

/**
 * An account's row beyond its plain columns: the login id kept trimmed and lower-case (and the
 * contact address following it on create), the password stored only as its hash, and the
 * flow-editing restriction dropped for every type but general operators.
 */
export async function accountRow(input: WriteInput, mode: 'create' | 'update', _ctx: ResourceContext, existing: ApiRecord | undefined, row: Row): Promise<Row> {
  if (typeof input.loginId === 'string') {
    row.login_id = input.loginId.trim().toLowerCase();
    // The contact address follows the login id unless the profile sets another one later.
    if (mode === 'create') row.email = row.login_id;
  }
  if (typeof input.password === 'string') row.password_hash = await hashPassword(input.password);
  const type = Number(input.type ?? existing?.type);
  if (type !== UserType.general) row.restrict_edit_flow = 0;
  return row;
}
