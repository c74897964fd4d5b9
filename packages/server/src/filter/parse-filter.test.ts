import { describe, expect, it } from 'vitest';
import type { FilterSpec } from './filter-spec.js';
import { FilterParseError } from './filter-issue.js';
import { parseCountWhere, parseFilter } from './parse-filter.js';

const spec: FilterSpec = {
  fields: {
    id: { kind: 'integer' },
    name: { kind: 'string' },
    status: { kind: 'integer' },
    active: { kind: 'boolean' },
    lat: { kind: 'number', nullable: true },
    updatedAt: { kind: 'datetime', column: 'updated_at' },
    secret: { kind: 'string', filterable: false, sortable: false },
  },
  relations: ['groups'],
  maxLimit: 500,
};

function issuesOf(input: unknown) {
  try {
    parseFilter(input, spec);
  } catch (error) {
    if (error instanceof FilterParseError) return error.issues;
    throw error;
  }
  throw new Error('expected the filter to be refused');
}

describe('parseFilter', () => {
  it('accepts the spec §7 building filter and resolves columns', () => {
    const parsed = parseFilter('{"where":{"status":1},"order":"updatedAt DESC","include":["groups"]}', spec);
    expect(parsed.where).toEqual({ kind: 'and', items: [{ kind: 'compare', column: 'status', op: '=', value: 1 }] });
    expect(parsed.order).toEqual([{ field: 'updatedAt', column: 'updated_at', direction: 'desc' }]);
    expect(parsed.include).toEqual(['groups']);
    expect(parsed.limit).toBe(100);
  });

  it('defaults an absent filter to the first page without conditions', () => {
    expect(parseFilter(undefined, spec)).toEqual({ order: [], include: [], limit: 100, skip: 0 });
  });

  it('names the unsupported operator in the path', () => {
    expect(issuesOf({ where: { name: { regexp: 'a.*' } } })).toEqual([
      expect.objectContaining({ path: 'where.name.regexp', code: 'unknownOperator' }),
    ]);
  });

  it('names nested and/or positions', () => {
    const issues = issuesOf({ where: { or: [{ status: 1 }, { and: [{ name: 3 }] }] } });
    expect(issues[0]?.path).toBe('where.or[1].and[0].name');
    expect(issues[0]?.code).toBe('type');
  });

  it('refuses fields outside the whitelist and non-filterable ones', () => {
    expect(issuesOf({ where: { password: 'x' } })[0]?.path).toBe('where.password');
    expect(issuesOf({ where: { secret: 'x' } })[0]?.code).toBe('unknownField');
    expect(issuesOf({ order: ['name ASC', 'secret DESC'] })[0]?.path).toBe('order[1]');
  });

  it('reports every wrong part at once', () => {
    const paths = issuesOf({ limit: 0, skip: -1, include: ['floors'], foo: 1 }).map((issue) => issue.path);
    expect(paths.sort()).toEqual(['foo', 'include[0]', 'limit', 'skip']);
  });

  it('checks limit against the resource cap', () => {
    expect(parseFilter({ limit: 500 }, spec).limit).toBe(500);
    expect(issuesOf({ limit: 501 })[0]?.message).toContain('1 to 500');
    expect(parseFilter({ limit: '20', skip: '40' }, spec)).toMatchObject({ limit: 20, skip: 40 });
    expect(issuesOf({ limit: 1.5 })[0]?.path).toBe('limit');
  });

  it('refuses invalid JSON text with the parse position', () => {
    const issues = issuesOf('{"where":');
    expect(issues[0]).toMatchObject({ path: 'filter', code: 'json' });
  });

  it('checks values against the field kind', () => {
    expect(issuesOf({ where: { status: 'one' } })[0]?.path).toBe('where.status');
    expect(issuesOf({ where: { status: { inq: [1, 'x'] } } })[0]?.path).toBe('where.status.inq[1]');
    expect(issuesOf({ where: { updatedAt: { gt: 'yesterday' } } })[0]?.path).toBe('where.updatedAt.gt');
    expect(issuesOf({ where: { active: { gt: true } } })[0]?.code).toBe('unknownOperator');
    expect(issuesOf({ where: { status: { like: '1%' } } })[0]?.code).toBe('unknownOperator');
    expect(issuesOf({ where: { name: null } })[0]?.message).toBe('cannot be null');
    expect(issuesOf({ where: { status: [1, 2] } })[0]?.message).toContain('inq');
    expect(issuesOf({ where: { status: { inq: [] } } })[0]?.path).toBe('where.status.inq');
  });

  it('turns booleans and null comparisons into stored forms', () => {
    const parsed = parseFilter({ where: { active: true, lat: { neq: null } } }, spec);
    expect(parsed.where).toEqual({
      kind: 'and',
      items: [
        { kind: 'compare', column: 'active', op: '=', value: 1 },
        { kind: 'null', column: 'lat', negate: true },
      ],
    });
  });

  it('refuses over-deep nesting', () => {
    let where: Record<string, unknown> = { status: 1 };
    for (let depth = 0; depth < 10; depth += 1) where = { and: [where] };
    expect(issuesOf({ where })[0]?.code).toBe('depth');
  });

  it('reads fields as a list or as an inclusion or exclusion map', () => {
    expect(parseFilter({ fields: ['id', 'name'] }, spec).fields).toEqual(['id', 'name']);
    expect(parseFilter({ fields: { id: true } }, spec).fields).toEqual(['id']);
    expect(parseFilter({ fields: { secret: false, lat: false } }, spec).fields).toEqual(['id', 'name', 'status', 'active', 'updatedAt']);
    expect(issuesOf({ fields: { id: true, name: false } })[0]?.path).toBe('fields');
    expect(issuesOf({ fields: ['id', 'passwordHash'] })[0]?.path).toBe('fields[1]');
  });

  it('parses the where of a count call', () => {
    expect(parseCountWhere('{"status":1}', spec)).toEqual({
      kind: 'and',
      items: [{ kind: 'compare', column: 'status', op: '=', value: 1 }],
    });
    expect(parseCountWhere(undefined, spec)).toBeUndefined();
    expect(() => parseCountWhere('{"nope":1}', spec)).toThrow(FilterParseError);
  });
});
