import { Operator, UserType } from '@fleetdeck/model';
import { hashPassword } from '../../auth/password-hash.js';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingResource } from '../buildings/building-resource.js';
import { operatorBuildingRule, operatorPasswordRule, operatorRankRule, operatorTypeRule, uniqueLoginId } from './operator-checks.js';
import { revokeSessionsOnPasswordChange } from './operator-sessions.js';

/** Operators (accounts): admin screens only; the password is stored hashed and never answered. */
export const operatorResource: ResourceDefinition = entityResource(Operator, {
  checks: [uniqueLoginId, operatorPasswordRule, operatorTypeRule, operatorBuildingRule(() => buildingResource), operatorRankRule],
  inTransaction: revokeSessionsOnPasswordChange,
  async toRow(input, mode, _ctx, existing, row) {
    if (typeof input.loginId === 'string') {
      row.login_id = input.loginId.trim().toLowerCase();
      // The contact address follows the login id unless the profile sets another one later.
      if (mode === 'create') row.email = row.login_id;
    }
    if (typeof input.password === 'string') row.password_hash = await hashPassword(input.password);
    // Leaving the general type drops the restriction that only general operators can carry.
    const type = Number(input.type ?? existing?.type);
    if (type !== UserType.general) row.restrict_edit_flow = 0;
    return row;
  },
});
