import { describe, expect, it } from 'vitest';
import { filtersQuery, filtersWhere, readFilters } from './reportFilters.js';

describe('report list filters', () => {
  it('reads what the URL holds and drops what is not a filter value', () => {
    const params = new URLSearchParams('buildingId=3&robotId=x&type=30&result=7&from=2026-11-01&to=Nov');
    expect(readFilters(params)).toEqual({ buildingId: 3, type: 30, from: '2026-11-01' });
  });

  it('writes them back as a query, and none as nothing', () => {
    expect(filtersQuery({ robotId: 4, result: 1 })).toBe('?robotId=4&result=1');
    expect(filtersQuery({})).toBe('');
  });

  it('asks for the whole last day of the period', () => {
    const where = filtersWhere({ result: 1, from: '2026-11-01', to: '2026-11-02' }) as { result: number; startedAt: { gte: string; lt: string } };
    expect(where.result).toBe(1);
    expect(new Date(where.startedAt.lt).getTime() - new Date(where.startedAt.gte).getTime()).toBeGreaterThanOrEqual(2 * 86_400_000 - 3_600_000);
  });
});
