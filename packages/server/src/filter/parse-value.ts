import type { FilterFieldSpec } from './filter-spec.js';
import { fail } from './filter-issue.js';
import type { FilterValue } from './where-node.js';

const kindNames: Record<FilterFieldSpec['kind'], string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a finite number',
  boolean: 'true or false',
  datetime: 'an ISO 8601 date-time string',
};

/** Checks one where value against its field's kind and turns it into the stored form. */
export function parseValue(field: FilterFieldSpec, raw: unknown, path: string): FilterValue {
  switch (field.kind) {
    case 'string':
      if (typeof raw === 'string' && raw.length <= 1024) return raw;
      break;
    case 'integer':
      if (typeof raw === 'number' && Number.isSafeInteger(raw)) return raw;
      break;
    case 'number':
      if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
      break;
    case 'boolean':
      // SQLite stores booleans as 0/1.
      if (typeof raw === 'boolean') return raw ? 1 : 0;
      break;
    case 'datetime':
      if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw) && !Number.isNaN(Date.parse(raw))) {
        return new Date(raw).toISOString();
      }
      break;
  }
  return fail(path, 'type', `must be ${kindNames[field.kind]}`);
}
