import { Operator } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingResource } from '../buildings/building-resource.js';
import { operatorBuildingRule, operatorPasswordRule, operatorRankRule, operatorTypeRule, uniqueLoginId } from './operator-checks.js';
import { accountRow } from './operator-row.js';
import { revokeSessionsOnPasswordChange } from './operator-sessions.js';

/** Operators (accounts): admin screens only; the password is stored hashed and never answered. */
export const operatorResource: ResourceDefinition = entityResource(Operator, {
  checks: [uniqueLoginId, operatorPasswordRule, operatorTypeRule, operatorBuildingRule(() => buildingResource), operatorRankRule],
  inTransaction: revokeSessionsOnPasswordChange,
  toRow: accountRow,
});
