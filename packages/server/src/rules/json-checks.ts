import { jsonSyntaxError, thermalAreasProblem, type FieldError } from '@fleetdeck/model';
import type { ResourceCheck } from '../resources/resource-types.js';

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

/** §5 on a check item's settings JSON: its thermal areas (at most five, alphanumeric names, one each, inside the frame). */
export function thermalAreasCheck(field: string): ResourceCheck {
  return {
    name: `${field}ThermalAreas`,
    on: ['create', 'update'],
    run({ input }): FieldError[] {
      const text = input[field];
      if (typeof text !== 'string' || jsonObjectProblem(text)) return [];
      const problem = thermalAreasProblem((JSON.parse(text) as Record<string, unknown>).thermalAreas);
      return problem ? [{ path: field, code: 'thermalAreas', message: problem }] : [];
    },
  };
}
