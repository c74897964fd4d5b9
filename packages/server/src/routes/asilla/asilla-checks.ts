import { sql } from 'kysely';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { merged } from '../../rules/record-values.js';

/** The robot and the flow, when chosen, must belong to the setting's building. */
export const robotAndFlowInBuilding: ResourceCheck = {
  name: 'robotAndFlowInBuilding',
  on: ['create', 'update'],
  async run(args) {
    const values = merged(args);
    const errors = [];
    for (const [field, table] of [['robotId', 'robots'], ['flowId', 'flows']] as const) {
      const id = values[field];
      if (id === null || id === undefined) continue;
      if (args.input[field] === undefined && args.input.buildingId === undefined) continue;
      const row = await args.ctx.db.selectFrom(table).select(sql.ref('building_id').as('buildingId')).where(sql.ref('id'), '=', Number(id)).executeTakeFirst();
      if (!row || Number(row.buildingId) !== Number(values.buildingId)) {
        errors.push({ path: field, code: 'invalid', message: `must be a ${field === 'robotId' ? 'robot' : 'flow'} of the chosen building` });
      }
    }
    return errors;
  },
};
