import type { FilterSpec } from './filter-spec.js';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_SKIP } from './filter-spec.js';
import { childPath, fail, FilterParseError } from './filter-issue.js';
import type { OrderTerm, ParsedFilter } from './parsed-filter.js';
import { parseWhere } from './parse-where.js';
import type { WhereNode } from './where-node.js';

const topLevelKeys = ['where', 'order', 'include', 'limit', 'skip', 'fields'];
const orderPattern = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+(ASC|DESC))?\s*$/i;

/** Reads a query-string JSON value; a syntax error is reported at `path` instead of thrown raw. */
export function parseJsonParam(text: string | undefined, path: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return fail(path, 'json', `is not valid JSON (${(error as Error).message})`);
  }
}

/** Validates a LoopBack filter (text or object) against a resource whitelist. Throws FilterParseError. */
export function parseFilter(input: unknown, spec: FilterSpec): ParsedFilter {
  const raw = typeof input === 'string' ? parseJsonParam(input, 'filter') : input;
  const maxLimit = spec.maxLimit ?? MAX_LIMIT;
  const result: ParsedFilter = { order: [], include: [], limit: spec.defaultLimit ?? DEFAULT_LIMIT, skip: 0 };
  if (raw === undefined || raw === null) return result;
  if (typeof raw !== 'object' || Array.isArray(raw)) fail('filter', 'type', 'must be a JSON object');
  const issues = [];
  for (const [key, value] of Object.entries(raw)) {
    try {
      switch (key) {
        case 'where':
          result.where = parseWhere(value, spec);
          break;
        case 'order':
          result.order = parseOrder(value, spec);
          break;
        case 'include':
          result.include = parseInclude(value, spec);
          break;
        case 'limit':
          result.limit = parseCount(value, 'limit', 1, maxLimit);
          break;
        case 'skip':
          result.skip = parseCount(value, 'skip', 0, MAX_SKIP);
          break;
        case 'fields':
          result.fields = parseFields(value, spec);
          break;
        default:
          fail(key, 'unknownKey', `is not a filter part; use ${topLevelKeys.join(', ')}`);
      }
    } catch (error) {
      if (!(error instanceof FilterParseError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0) throw new FilterParseError(issues);
  return result;
}

/** Validates the `where` of a count call (`?where=`), reporting paths under `where`. */
export function parseCountWhere(input: string | undefined, spec: FilterSpec): WhereNode | undefined {
  const raw = parseJsonParam(input, 'where');
  return raw === undefined || raw === null ? undefined : parseWhere(raw, spec);
}

function parseOrder(raw: unknown, spec: FilterSpec): OrderTerm[] {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list)) fail('order', 'type', 'must be "field ASC|DESC" or an array of them');
  if (list.length > 10) fail('order', 'tooMany', 'may name at most 10 fields');
  return list.map((entry, index) => {
    const path = typeof raw === 'string' ? 'order' : childPath('order', index);
    const match = typeof entry === 'string' ? orderPattern.exec(entry) : null;
    if (!match) fail(path, 'format', 'must be "field ASC" or "field DESC"');
    const name = match[1] ?? '';
    const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
    if (!field || field.sortable === false) fail(path, 'unknownField', `cannot sort by "${name}"; sortable fields: ${sortableNames(spec).join(', ')}`);
    const direction = (match[2] ?? 'ASC').toUpperCase() === 'DESC' ? 'desc' : 'asc';
    return { field: name, column: field.column ?? name, direction };
  });
}

function parseInclude(raw: unknown, spec: FilterSpec): string[] {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list)) fail('include', 'type', 'must be a relation name or an array of them');
  const names = list.map((entry, index) => {
    const path = typeof raw === 'string' ? 'include' : childPath('include', index);
    if (typeof entry !== 'string' || !spec.relations.includes(entry)) {
      const known = spec.relations.length > 0 ? spec.relations.join(', ') : 'none';
      fail(path, 'unknownRelation', `is not a relation of this resource; relations: ${known}`);
    }
    return entry;
  });
  return [...new Set(names)];
}

function parseCount(raw: unknown, path: string, min: number, max: number): number {
  // Query strings often carry numbers as text ("10"); accept those, nothing looser.
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(path, 'range', `must be an integer from ${min} to ${max}`);
  }
  return value;
}

function parseFields(raw: unknown, spec: FilterSpec): string[] {
  const all = Object.keys(spec.fields);
  const check = (name: unknown, path: string): string => {
    if (typeof name !== 'string' || !Object.hasOwn(spec.fields, name)) fail(path, 'unknownField', `is not a field; fields: ${all.join(', ')}`);
    return name;
  };
  if (Array.isArray(raw)) {
    if (raw.length === 0) fail('fields', 'type', 'must name at least one field');
    return [...new Set(raw.map((name, index) => check(name, childPath('fields', index))))];
  }
  if (typeof raw !== 'object' || raw === null) fail('fields', 'type', 'must be an array of field names or {"field": true}');
  const entries = Object.entries(raw);
  for (const [name, flag] of entries) {
    check(name, childPath('fields', name));
    if (typeof flag !== 'boolean') fail(childPath('fields', name), 'type', 'must be true or false');
  }
  const included = entries.filter(([, flag]) => flag).map(([name]) => name);
  const excluded = entries.filter(([, flag]) => !flag).map(([name]) => name);
  if (included.length > 0 && excluded.length > 0) fail('fields', 'type', 'must either include (true) or exclude (false) fields, not both');
  if (entries.length === 0) fail('fields', 'type', 'must name at least one field');
  const chosen = included.length > 0 ? included : all.filter((name) => !excluded.includes(name));
  if (chosen.length === 0) fail('fields', 'type', 'must leave at least one field');
  return chosen;
}

function sortableNames(spec: FilterSpec): string[] {
  return Object.entries(spec.fields)
    .filter(([, field]) => field.sortable !== false)
    .map(([name]) => name);
}
