import { describe, expect, it } from 'vitest';
import { pageFromParam, routePageCount } from './routePaging.js';

describe('route paging', () => {
  it('reads the page of a route parameter, falling back to the first page', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(undefined)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('abc')).toBe(1);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(routePageCount(0, 20)).toBe(1);
    expect(routePageCount(20, 20)).toBe(1);
    expect(routePageCount(21, 20)).toBe(2);
    expect(routePageCount(45, 20)).toBe(3);
  });
});
