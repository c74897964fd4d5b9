import { CommandList } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { jsonSyntaxCheck } from '../../rules/json-checks.js';
import { commandListModeOnceCheck, commandListModeRoleCheck } from './command-list-checks.js';

/**
 * Command lists: modes 110 to 113 for system admins only, a mode once per building, the definition
 * valid JSON; the revision counts the writes (1 on creation, one more on every change).
 */
export const commandListResource: ResourceDefinition = entityResource(CommandList, {
  checks: [commandListModeRoleCheck, commandListModeOnceCheck, jsonSyntaxCheck('definition')],
  toRow(_input, mode, _ctx, existing, row) {
    return { ...row, revision: mode === 'create' ? 1 : Number(existing?.revision ?? 0) + 1 };
  },
});
