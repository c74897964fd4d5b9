/**
 * What the formatter accepts as a time: an ISO 8601 string, epoch seconds or milliseconds (a
 * number or a string of digits), or a Date. The functions also take `unknown` (a record's field)
 * and show nothing for what is not one of these.
 * @group Formatting
 * @example
 * ```ts
 * const when: DateInput = reading.at; // '2026-11-26T00:31:00Z', 1795653060 or 1795653060000
 * ```
 */
export type DateInput = string | number | Date | null | undefined;

// 1e11 seconds is the year 5138 and 1e11 milliseconds is 3 March 1973: no time this console shows
// is on the other side of either, so anything smaller is taken as seconds, anything larger as ms.
const EPOCH_SECONDS_BELOW = 1e11;

/**
 * The Date an input means, or undefined for empty or unreadable input. Numbers below 1e11 are
 * epoch seconds, larger ones epoch milliseconds (see `EPOCH_SECONDS_BELOW`).
 * @group Formatting
 * @example
 * ```ts
 * toDate(1795653060)?.toISOString(); // seconds: '2026-11-26T00:31:00.000Z'
 * ```
 */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return undefined;
  const epoch = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
  const date = epoch === undefined ? new Date(value) : new Date(Math.abs(epoch) < EPOCH_SECONDS_BELOW ? epoch * 1000 : epoch);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
