import { SystemAdminCommandListModes, type CommandListMode } from '@fleetdeck/model';
import { callerMay } from '../../access/caller-may.js';
import { sql } from 'kysely';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { targetBuilding } from '../../rules/record-values.js';

/** §6, §9: modes 110 to 113 are common modes only a system administrator may choose. */
export const commandListModeRoleCheck: ResourceCheck = {
  name: 'commandListModeSystemAdminOnly',
  on: ['create', 'update'],
  run({ ctx, input }) {
    if (input.mode === undefined || callerMay(ctx.caller, 'commandLists', 'privilegedModes')) return [];
    return SystemAdminCommandListModes.includes(input.mode as CommandListMode)
      ? [{ path: 'mode', code: 'modeSystemAdminOnly', message: 'modes 110 to 113 are for system administrators only' }]
      : [];
  },
};

/** §5: a mode may be used only once per building. */
export const commandListModeOnceCheck: ResourceCheck = {
  name: 'commandListModeOncePerBuilding',
  on: ['create', 'update'],
  status: 409,
  async run(args) {
    const { ctx, input, existing, id } = args;
    if (input.mode === undefined && input.buildingId === undefined) return [];
    const mode = Number(input.mode ?? existing?.mode);
    let query = ctx.db
      .selectFrom('command_lists')
      .select([sql.ref('id').as('id'), sql.ref('name').as('name')])
      .where(sql.ref('building_id'), '=', targetBuilding(args))
      .where(sql.ref('mode'), '=', mode);
    if (id !== undefined) query = query.where(sql.ref('id'), '!=', id);
    const taken = await query.executeTakeFirst();
    return taken ? [{ path: 'mode', code: 'modeTaken', message: `is already used in this building by "${String(taken.name)}"` }] : [];
  },
};
