import type { FieldError } from '@fleetdeck/model';
import { sql, type Kysely } from 'kysely';
import type { LooseDb, ResourceCheck } from '../resources/resource-types.js';
import { targetBuilding } from './record-values.js';

/**
 * The one code of the "belongs to the chosen building" rule (docs/contracts.md: floor, flow group,
 * command list, robot group of another building), whichever resource names the child.
 */
export const NOT_IN_BUILDING = 'notInBuilding';

/** Whether the row `id` of `table` (a floor, flow group, robot group, command list) is in `buildingId`. */
export async function isInBuilding(db: Kysely<LooseDb>, table: string, id: number, buildingId: number): Promise<boolean> {
  const found = await db
    .selectFrom(table)
    .select(sql.ref('id').as('id'))
    .where(sql.ref('id'), '=', id)
    .where(sql.ref('building_id'), '=', buildingId)
    .executeTakeFirst();
  return found !== undefined;
}

/** The field error of a child of another building; `what` reads "a floor", "a flow group". */
export function notInBuildingError(path: string, what: string): FieldError {
  return { path, code: NOT_IN_BUILDING, message: `is not ${what} of the chosen building` };
}

/**
 * A referenced child (floor, flow group, command list) must belong to the record's building.
 * Checked when the reference or the building changes; an empty reference is left to the schema.
 */
export function belongsToBuildingCheck(field: string, table: string, what: string): ResourceCheck {
  return {
    name: `${field}InBuilding`,
    on: ['create', 'update'],
    async run(args) {
      const { ctx, input, existing } = args;
      if (input[field] === undefined && input.buildingId === undefined) return [];
      const value = input[field] !== undefined ? input[field] : existing?.[field];
      if (value === null || value === undefined) return [];
      return (await isInBuilding(ctx.db, table, Number(value), targetBuilding(args))) ? [] : [notInBuildingError(field, what)];
    },
  };
}

/** The floor must be a floor of the chosen building. */
export const floorInBuilding: ResourceCheck = belongsToBuildingCheck('floorId', 'floors', 'a floor');
