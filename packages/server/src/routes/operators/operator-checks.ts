import { checkOperatorPassword, UserType, type FieldError } from '@fleetdeck/model';
import { sql } from 'kysely';
import { findScoped } from '../../resources/resource-reader.js';
import type { ResourceCheck, ResourceDefinition } from '../../resources/resource-types.js';
import { assignableTypes, typeRank } from './operator-type-rules.js';

/** §5 operator password: 10-32, 3 of 4 classes, not containing the login id (the new one when it changes). */
export const operatorPasswordRule: ResourceCheck = {
  name: 'operatorPassword',
  on: ['create', 'update'],
  run({ input, existing }) {
    if (typeof input.password !== 'string') return [];
    const loginId = String(input.loginId ?? existing?.loginId ?? '');
    return checkOperatorPassword(input.password, loginId);
  },
};

/**
 * Login ids are e-mail addresses and unique regardless of letter case: a taken one is a conflict
 * with stored data (409, like every unique rule), whether it was stored long ago or a moment ago
 * by a concurrent request (resource-writer.ts runs this again when the unique index refuses).
 */
export const uniqueLoginId: ResourceCheck = {
  name: 'uniqueLoginId',
  on: ['create', 'update'],
  status: 409,
  async run({ ctx, input, id }) {
    if (typeof input.loginId !== 'string') return [];
    let query = ctx.db
      .selectFrom('operators')
      .select(sql.ref('id').as('id'))
      .where(sql`lower(${sql.ref('login_id')})`, '=', input.loginId.trim().toLowerCase());
    if (id !== undefined) query = query.where(sql.ref('id'), '<>', id);
    return (await query.executeTakeFirst()) ? [{ path: 'loginId', code: 'unique', message: 'This e-mail address is already in use' }] : [];
  },
};

/** The operator's building must be one the caller can see, in the operator's organization. */
export function operatorBuildingRule(buildings: () => ResourceDefinition): ResourceCheck {
  return {
    name: 'operatorBuilding',
    on: ['create', 'update'],
    async run({ ctx, input, existing }) {
      if (input.buildingId === undefined && input.organizationId === undefined) return [];
      const buildingId = Number(input.buildingId ?? existing?.buildingId);
      const organizationId = Number(input.organizationId ?? existing?.organizationId);
      const building = Number.isInteger(buildingId) && buildingId > 0 ? await findScoped(ctx, buildings(), buildingId) : undefined;
      if (!building) return [{ path: 'buildingId', code: 'notFound', message: 'choose a building you can see' }];
      if (building.organizationId !== organizationId) {
        return [{ path: 'buildingId', code: 'organization', message: "must be a building of the operator's organization" }];
      }
      return [];
    },
  };
}

/** Type choices by role (§6) and restrictEditFlow only for general operators. */
export const operatorTypeRule: ResourceCheck = {
  name: 'operatorType',
  on: ['create', 'update'],
  run({ ctx, input, existing }) {
    const errors: FieldError[] = [];
    if (input.type !== undefined && input.type !== existing?.type && !assignableTypes(ctx.caller.userType).includes(Number(input.type))) {
      errors.push({ path: 'type', code: 'typeNotAllowed', message: 'You cannot give an account this type' });
    }
    const type = Number(input.type ?? existing?.type);
    if (input.restrictEditFlow === true && type !== UserType.general) {
      errors.push({ path: 'restrictEditFlow', code: 'generalOnly', message: 'Only general operators can have the flow-editing restriction' });
    }
    return errors;
  },
};

/** Nobody changes an account above their own type, changes their own type, or deletes themselves. */
export const operatorRankRule: ResourceCheck = {
  name: 'operatorRank',
  on: ['update', 'delete'],
  status: 403,
  run({ action, ctx, input, existing, id }) {
    if (!existing) return [];
    if (typeRank(Number(existing.type)) > typeRank(ctx.caller.userType)) {
      return [{ path: 'type', code: 'rank', message: 'You cannot change an account with more rights than yours' }];
    }
    if (id === ctx.caller.operatorId) {
      if (input.type !== undefined && input.type !== existing.type) return [{ path: 'type', code: 'self', message: 'You cannot change your own account type' }];
      if (action === 'delete') return [{ path: 'id', code: 'self', message: 'You cannot delete your own account' }];
    }
    return [];
  },
};
