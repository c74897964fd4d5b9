import { describe, expect, it } from 'vitest';
import { buildListFilter, buildListWhere, pageCount } from './listQuery.js';

describe('buildListFilter', () => {
  it('pages with limit and skip and sorts with id as tie-breaker', () => {
    expect(buildListFilter({ pageIndex: 2, pageSize: 50, sort: { id: 'name', desc: true }, search: '' }, ['name'])).toEqual({
      limit: 50,
      skip: 100,
      order: ['name DESC', 'id ASC'],
    });
  });

  it('does not repeat id when sorting by id', () => {
    expect(buildListFilter({ pageIndex: 0, pageSize: 10, sort: { id: 'id', desc: true }, search: '' }, []).order).toEqual(['id DESC']);
  });

  it('searches every searchable field with like and ANDs fixed conditions', () => {
    const filter = buildListFilter({ pageIndex: 0, pageSize: 10, sort: null, search: ' Tow ', where: { status: 1 } }, ['name', 'city']);
    expect(filter.where).toEqual({ and: [{ status: 1 }, { or: [{ name: { like: '%Tow%' } }, { city: { like: '%Tow%' } }] }] });
  });
});

describe('buildListWhere', () => {
  it('answers undefined when nothing restricts the list', () => {
    expect(buildListWhere({ search: '  ' }, ['name'])).toBeUndefined();
  });

  it('uses a single condition without or when one field is searchable and drops wildcards', () => {
    expect(buildListWhere({ search: '50%_off' }, ['name'])).toEqual({ name: { like: '%50off%' } });
  });
});

describe('pageCount', () => {
  it('rounds up and shows at least one page', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
  });
});
