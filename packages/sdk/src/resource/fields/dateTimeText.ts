import { toDate } from '../../format/toDate.js';

/**
 * A stored time as the value of a `datetime-local` input (local time, minutes); empty for none.
 * @group Forms and resources
 * @example
 * ```tsx
 * <Input type="datetime-local" value={toLocalInput(record.startAt)} onChange={(_, d) => setStart(fromLocalInput(d.value))} />
 * ```
 */
export function toLocalInput(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` input value as an ISO time, or undefined when empty or invalid.
 * @group Forms and resources
 * @example
 * ```tsx
 * const startAt = fromLocalInput(input.value); // ISO string, or undefined when empty
 * ```
 */
export function fromLocalInput(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
