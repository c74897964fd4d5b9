import { sql } from 'kysely';
import type { FieldError } from '@fleetdeck/model';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { isInBuilding, notInBuildingError } from '../../rules/in-building.js';

/** The initial floor and the group must belong to the robot's building (§5: building and floor required). */
export const robotPlacementCheck: ResourceCheck = {
  name: 'robotPlacement',
  on: ['create', 'update'],
  async run({ ctx, input, existing }) {
    const buildingId = Number(input.buildingId ?? existing?.buildingId);
    const floorId = input.initialFloorId ?? (input.buildingId !== undefined ? existing?.initialFloorId : undefined);
    // An explicit null takes the robot out of its group: the old group is then not checked against a new building.
    const groupId = 'groupId' in input ? input.groupId : input.buildingId !== undefined ? existing?.groupId : undefined;
    const errors: FieldError[] = [];
    if (floorId !== undefined && floorId !== null && !(await isInBuilding(ctx.db, 'floors', Number(floorId), buildingId))) {
      errors.push(notInBuildingError('initialFloorId', 'a floor'));
    }
    if (groupId !== undefined && groupId !== null && !(await isInBuilding(ctx.db, 'robot_groups', Number(groupId), buildingId))) {
      errors.push(notInBuildingError('groupId', 'a robot group'));
    }
    return errors;
  },
};

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
