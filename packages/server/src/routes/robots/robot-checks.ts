import { sql } from 'kysely';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { belongsToBuildingCheck } from '../../rules/in-building.js';

/**
 * The initial floor and the group must belong to the robot's building (§5: building and floor
 * required); an explicit null group takes the robot out of its group and is not checked. Named
 * here, in this order, rather than derived from the references: robot groups live in `robot_groups`.
 */
export const robotPlacementChecks: ResourceCheck[] = [
  belongsToBuildingCheck('initialFloorId', 'floors', 'a floor'),
  belongsToBuildingCheck('groupId', 'robot_groups', 'a robot group'),
];

/** Serial numbers identify robots on the gateway, so they are unique across every organization. */
export const robotSerialUniqueCheck: ResourceCheck = {
  name: 'robotSerialUnique',
  on: ['create'],
  status: 409,
  async run({ ctx, input }) {
    const taken = await ctx.db
      .selectFrom('robots')
      .select(sql.ref('id').as('id'))
      .where(sql.ref('serial_no'), '=', String(input.serialNo))
      .executeTakeFirst();
    return taken ? [{ path: 'serialNo', code: 'unique', message: 'is already registered' }] : [];
  },
};
