import { sql } from 'kysely';
import type { ResourceCheck } from '../resources/resource-types.js';

/** §5 "a floor used by a flow cannot be deleted": for the floor resource's delete checks. */
export const floorInUseByFlowCheck: ResourceCheck = {
  name: 'floorUsedByFlow',
  on: ['delete'],
  status: 409,
  async run({ ctx, id }) {
    const flow = await ctx.db
      .selectFrom('flows')
      .select([sql.ref('id').as('id'), sql.ref('name').as('name')])
      .where(sql.ref('floor_id'), '=', id ?? 0)
      .orderBy(sql.ref('id'))
      .executeTakeFirst();
    return flow ? [{ path: 'id', code: 'floorInUse', message: `is used by the flow "${String(flow.name)}"; move or delete that flow first` }] : [];
  },
};
