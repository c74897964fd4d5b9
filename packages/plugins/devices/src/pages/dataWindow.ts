/** The data call's query for a chosen period: ISO 8601 bounds, an empty input meaning no bound. */
export function windowQuery(window: { from: string; to: string }): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['from', 'to'] as const) {
    const date = window[key] ? new Date(window[key]) : undefined;
    if (date && !Number.isNaN(date.getTime())) query[key] = date.toISOString();
  }
  return query;
}
