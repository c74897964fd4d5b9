/** The audit-log search as the page keeps it in its query string. */
export interface AuditLogSearch {
  action: string;
  user: string;
  /** `YYYY-MM-DD`, local days, both inclusive. */
  from: string;
  to: string;
}

/** The search a query string holds (missing parts empty). */
export function readAuditSearch(params: URLSearchParams): AuditLogSearch {
  return { action: params.get('action') ?? '', user: params.get('user') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

/** The query string of a search, without empty parts (`?action=update&from=2026-11-01`, or ''). */
export function auditSearchQuery(search: AuditLogSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value.trim()) params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

function dayStart(day: string, offsetDays = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + offsetDays).toISOString();
}

/**
 * The LoopBack where of a search: the action exactly, the user's login id containing the text,
 * and the time within the chosen local days (the end day counts whole).
 */
export function auditLogWhere(search: AuditLogSearch): Record<string, unknown> | undefined {
  const parts: Record<string, unknown>[] = [];
  if (search.action.trim()) parts.push({ action: search.action.trim() });
  if (search.user.trim()) parts.push({ loginId: { like: `%${search.user.trim()}%` } });
  const from = search.from ? dayStart(search.from) : undefined;
  const to = search.to ? dayStart(search.to, 1) : undefined;
  if (from) parts.push({ at: { gte: from } });
  if (to) parts.push({ at: { lt: to } });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { and: parts };
}
