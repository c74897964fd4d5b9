import { ReportHeaderType, ReportResult } from '@fleetdeck/model';

/** The report list's filters as the URL's query keeps them, so a filtered page can be linked and paged. */
export interface ReportFilters {
  buildingId?: number;
  robotId?: number;
  type?: number;
  result?: number;
  /** The first day of the period, YYYY-MM-DD in the user's time zone. */
  from?: string;
  /** The last day of the period, YYYY-MM-DD, included. */
  to?: string;
}

const keys = ['buildingId', 'robotId', 'type', 'result'] as const;
const day = /^\d{4}-\d{2}-\d{2}$/;
const types = new Set<number>(Object.values(ReportHeaderType));
const results = new Set<number>(Object.values(ReportResult));

/** The filters a URL query holds; anything unreadable is left out. */
export function readFilters(params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of keys) {
    const value = Number(params.get(key));
    if (!params.get(key) || !Number.isInteger(value) || value < 0) continue;
    if (key === 'type' && !types.has(value)) continue;
    if (key === 'result' && !results.has(value)) continue;
    filters[key] = value;
  }
  const from = params.get('from');
  const to = params.get('to');
  if (from && day.test(from)) filters.from = from;
  if (to && day.test(to)) filters.to = to;
  return filters;
}

/** The URL query of a set of filters ('' when none). */
export function filtersQuery(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's where for the filters: the period runs from the start of `from` to the end of `to`, local days. */
export function filtersWhere(filters: ReportFilters): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  for (const key of keys) if (filters[key] !== undefined) where[key] = filters[key];
  const startedAt: Record<string, string> = {};
  if (filters.from) startedAt.gte = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    startedAt.lt = end.toISOString();
  }
  if (Object.keys(startedAt).length > 0) where.startedAt = startedAt;
  return where;
}
