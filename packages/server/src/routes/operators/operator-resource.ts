import { OperatorCreate, OperatorRecord, OperatorUpdate, UserType } from '@fleetdeck/model';
import { hashPassword } from '../../auth/password-hash.js';
import { defineResource } from '../../resources/define-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingResource } from '../buildings/building-resource.js';
import { operatorBuildingRule, operatorPasswordRule, operatorRankRule, operatorTypeRule, uniqueLoginId } from './operator-checks.js';
import { copyColumns } from '../../resources/copy-columns.js';
import { revokeSessionsOnPasswordChange } from './operator-sessions.js';

const columns: Record<string, string> = {
  lastName: 'last_name',
  firstName: 'first_name',
  type: 'type',
  organizationId: 'organization_id',
  buildingId: 'building_id',
  authMode: 'auth_mode',
};

/** Operators (accounts): admin screens only; the password is stored hashed and never answered. */
export const operatorResource: ResourceDefinition = defineResource({
  name: 'operators',
  path: '/api/operators',
  table: 'operators',
  schemas: { record: OperatorRecord, create: OperatorCreate, update: OperatorUpdate },
  filter: {
    fields: {
      id: { kind: 'integer' },
      loginId: { kind: 'string', column: 'login_id' },
      lastName: { kind: 'string', column: 'last_name' },
      firstName: { kind: 'string', column: 'first_name' },
      type: { kind: 'integer' },
      organizationId: { kind: 'integer', column: 'organization_id' },
      buildingId: { kind: 'integer', column: 'building_id', nullable: true },
      restrictEditFlow: { kind: 'boolean', column: 'restrict_edit_flow' },
      passwordChangeRequired: { kind: 'boolean', column: 'password_change_required' },
      authMode: { kind: 'string', column: 'auth_mode' },
      lastLoginAt: { kind: 'datetime', column: 'last_login_at', nullable: true },
      createdAt: { kind: 'datetime', column: 'created_at' },
      updatedAt: { kind: 'datetime', column: 'updated_at' },
    },
    relations: [],
  },
  listFields: ['id', 'loginId', 'lastName', 'firstName', 'type', 'organizationId', 'buildingId', 'restrictEditFlow', 'passwordChangeRequired', 'lastLoginAt', 'updatedAt'],
  scope: { organizationColumn: 'organization_id', targetType: 'operator' },
  access: 'operators',
  checks: [uniqueLoginId, operatorPasswordRule, operatorTypeRule, operatorBuildingRule(() => buildingResource), operatorRankRule],
  toRecord: (row) => ({
    id: Number(row.id),
    loginId: row.login_id,
    lastName: row.last_name,
    firstName: row.first_name,
    type: row.type,
    organizationId: Number(row.organization_id),
    buildingId: row.building_id === null ? null : Number(row.building_id),
    restrictEditFlow: row.restrict_edit_flow === 1,
    passwordChangeRequired: row.password_change_required === 1,
    authMode: row.auth_mode,
    lastLoginAt: row.last_login_at ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  inTransaction: revokeSessionsOnPasswordChange,
  async toRow(input, mode, _ctx, existing) {
    const row = copyColumns(input, columns);
    if (typeof input.loginId === 'string') {
      row.login_id = input.loginId.trim().toLowerCase();
      // The contact address follows the login id unless the profile sets another one later.
      if (mode === 'create') row.email = row.login_id;
    }
    if (typeof input.password === 'string') row.password_hash = await hashPassword(input.password);
    if (input.restrictEditFlow !== undefined) row.restrict_edit_flow = input.restrictEditFlow ? 1 : 0;
    // Leaving the general type drops the restriction that only general operators can carry.
    const type = Number(input.type ?? existing?.type);
    if (type !== UserType.general) row.restrict_edit_flow = 0;
    if (input.passwordChangeRequired !== undefined) row.password_change_required = input.passwordChangeRequired ? 1 : 0;
    return row;
  },
});
