import { jsonSyntaxError, type FieldError } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { CheckArgs, ResourceCheck } from '../../resources/resource-types.js';

/** The building a write lands in: the body's, else the stored record's. */
export function targetBuilding({ input, existing }: CheckArgs): number {
  return Number(input.buildingId ?? existing?.buildingId);
}

/**
 * A referenced child (floor, flow group, command list) must belong to the record's building.
 * Checked when the reference or the building changes.
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
      const found = await ctx.db
        .selectFrom(table)
        .select(sql.ref('id').as('id'))
        .where(sql.ref('id'), '=', Number(value))
        .where(sql.ref('building_id'), '=', targetBuilding(args))
        .executeTakeFirst();
      return found ? [] : [{ path: field, code: 'notInBuilding', message: `is not ${what} of the chosen building` }];
    },
  };
}

/** The field error of a JSON text with a syntax error, naming its line and column. */
export function jsonFieldErrors(path: string, text: unknown): FieldError[] {
  if (typeof text !== 'string') return [];
  const problem = jsonSyntaxError(text);
  if (!problem) return [];
  return [{ path, code: 'jsonSyntax', message: `JSON syntax error at line ${problem.line}, column ${problem.column}: ${problem.message}` }];
}

/** §5: a JSON definition with a syntax error is refused; parsed from the raw text as sent. */
export function jsonSyntaxCheck(field: string, options: { allowEmpty?: boolean } = {}): ResourceCheck {
  return {
    name: `${field}JsonSyntax`,
    on: ['create', 'update'],
    run: ({ input }) => {
      const text = input[field];
      if (options.allowEmpty && typeof text === 'string' && text.trim() === '') return [];
      return jsonFieldErrors(field, text);
    },
  };
}
