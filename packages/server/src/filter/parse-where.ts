import type { FilterSpec } from './filter-spec.js';
import { MAX_WHERE_CONDITIONS, MAX_WHERE_DEPTH } from './filter-spec.js';
import { childPath, fail } from './filter-issue.js';
import { parseValue } from './parse-value.js';
import type { CompareOp, WhereNode } from './where-node.js';

const compareOps: Readonly<Record<string, CompareOp>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};
const operatorList = 'eq, neq, gt, gte, lt, lte, inq, like';
const MAX_INQ_VALUES = 1000;

interface WhereState {
  conditions: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a LoopBack `where` object against the whitelist and returns its checked tree. */
export function parseWhere(raw: unknown, spec: FilterSpec, path = 'where'): WhereNode {
  return parseObject(raw, spec, path, 0, { conditions: 0 });
}

function parseObject(raw: unknown, spec: FilterSpec, path: string, depth: number, state: WhereState): WhereNode {
  if (!isPlainObject(raw)) fail(path, 'type', 'must be an object of field conditions');
  if (depth > MAX_WHERE_DEPTH) fail(path, 'depth', `must not nest and/or deeper than ${MAX_WHERE_DEPTH} levels`);
  const items: WhereNode[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const keyPath = childPath(path, key);
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0) fail(keyPath, 'type', 'must be a non-empty array of where objects');
      const children = value.map((child, index) => parseObject(child, spec, childPath(keyPath, index), depth + 1, state));
      items.push({ kind: key, items: children });
      continue;
    }
    items.push(...parseField(key, value, spec, keyPath, state));
  }
  return { kind: 'and', items };
}

function parseField(name: string, raw: unknown, spec: FilterSpec, path: string, state: WhereState): WhereNode[] {
  const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
  if (!field || field.filterable === false) {
    fail(path, 'unknownField', `is not a filterable field; use one of: ${filterableNames(spec).join(', ')}`);
  }
  const column = field.column ?? name;
  const count = () => {
    state.conditions += 1;
    if (state.conditions > MAX_WHERE_CONDITIONS) fail(path, 'tooMany', `a where may hold at most ${MAX_WHERE_CONDITIONS} conditions`);
  };
  if (raw === null) {
    if (!field.nullable) fail(path, 'type', 'cannot be null');
    count();
    return [{ kind: 'null', column, negate: false }];
  }
  if (Array.isArray(raw)) fail(path, 'type', 'must be a value or an operator object; use {"inq": [...]} for a list');
  if (!isPlainObject(raw)) {
    count();
    return [{ kind: 'compare', column, op: '=', value: parseValue(field, raw, path) }];
  }
  const entries = Object.entries(raw);
  if (entries.length === 0) fail(path, 'type', `must name an operator (${operatorList})`);
  return entries.map(([operator, operand]): WhereNode => {
    const opPath = childPath(path, operator);
    count();
    const op = Object.hasOwn(compareOps, operator) ? compareOps[operator] : undefined;
    if (op) {
      if (operand === null && (op === '=' || op === '<>')) {
        if (!field.nullable) fail(opPath, 'type', 'cannot be null');
        return { kind: 'null', column, negate: op === '<>' };
      }
      if (field.kind === 'boolean' && op !== '=' && op !== '<>') fail(opPath, 'unknownOperator', 'only eq and neq apply to a true/false field');
      return { kind: 'compare', column, op, value: parseValue(field, operand, opPath) };
    }
    if (operator === 'inq') {
      if (!Array.isArray(operand) || operand.length === 0 || operand.length > MAX_INQ_VALUES) {
        fail(opPath, 'type', `must be an array of 1 to ${MAX_INQ_VALUES} values`);
      }
      return { kind: 'in', column, values: operand.map((value, index) => parseValue(field, value, childPath(opPath, index))) };
    }
    if (operator === 'like') {
      if (field.kind !== 'string') fail(opPath, 'unknownOperator', 'like applies only to text fields');
      return { kind: 'like', column, pattern: String(parseValue(field, operand, opPath)) };
    }
    return fail(opPath, 'unknownOperator', `is not a supported operator; use one of: ${operatorList}`);
  });
}

function filterableNames(spec: FilterSpec): string[] {
  return Object.entries(spec.fields)
    .filter(([, field]) => field.filterable !== false)
    .map(([name]) => name);
}
