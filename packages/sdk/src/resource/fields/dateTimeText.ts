/**
 * A stored ISO time as local date and time (`2026-11-22 14:05`) for lists and detail pages; empty for none.
 * @group Forms and resources
 * @example
 * ```tsx
 * <Text>{formatDateTime(record.updatedAt)}</Text>
 * ```
 */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An ISO time as the value of a `datetime-local` input (local time, minutes).
 * @group Forms and resources
 * @example
 * ```tsx
 * <Input type="datetime-local" value={toLocalInput(record.startAt)} onChange={(_, d) => setStart(fromLocalInput(d.value))} />
 * ```
 */
export function toLocalInput(value: unknown): string {
  return formatDateTime(value).replace(' ', 'T');
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
