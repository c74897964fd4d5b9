import { jsonSyntaxError, type FieldError } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { CheckArgs, ResourceCheck } from '../../resources/resource-types.js';

/** The values a write leaves on the record: the stored record with the body's keys on top. */
export function merged(args: CheckArgs): Record<string, unknown> {
  return { ...(args.existing ?? {}), ...args.input };
}

async function rowOf(args: CheckArgs, table: string, id: number): Promise<Record<string, unknown> | undefined> {
  return args.ctx.db.selectFrom(table).selectAll().where(sql.ref('id'), '=', id).executeTakeFirst();
}

/** The building must exist and belong to the record's organization (the engine checks the caller may write there). */
export const buildingInOrganization: ResourceCheck = {
  name: 'buildingInOrganization',
  on: ['create', 'update'],
  async run(args) {
    if (args.input.buildingId === undefined && args.input.organizationId === undefined) return [];
    const values = merged(args);
    const building = await rowOf(args, 'buildings', Number(values.buildingId));
    if (!building || Number(building.organization_id) !== Number(values.organizationId)) {
      return [{ path: 'buildingId', code: 'invalid', message: "must be a building of the record's organization" }];
    }
    return [];
  },
};

/** The floor must be a floor of the chosen building. */
export const floorInBuilding: ResourceCheck = {
  name: 'floorInBuilding',
  on: ['create', 'update'],
  async run(args) {
    if (args.input.floorId === undefined && args.input.buildingId === undefined) return [];
    const values = merged(args);
    const floor = await rowOf(args, 'floors', Number(values.floorId));
    if (!floor || Number(floor.building_id) !== Number(values.buildingId)) {
      return [{ path: 'floorId', code: 'invalid', message: 'must be a floor of the chosen building' }];
    }
    return [];
  },
};

/** Why a JSON text is not an object: the first syntax error with line and column, or its kind. */
export function jsonObjectProblem(text: string): string | undefined {
  const syntax = jsonSyntaxError(text);
  if (syntax) return `is not valid JSON: line ${syntax.line}, column ${syntax.column}: ${syntax.message}`;
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be a JSON object';
}

/** A field holding JSON text must parse to an object. */
export function jsonObjectCheck(field: string): ResourceCheck {
  return {
    name: `${field}IsJsonObject`,
    on: ['create', 'update'],
    run({ input }): FieldError[] {
      const text = input[field];
      if (typeof text !== 'string') return [];
      const problem = jsonObjectProblem(text);
      return problem ? [{ path: field, code: 'json', message: problem }] : [];
    },
  };
}
