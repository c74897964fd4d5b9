// Small statistics and formatting shared by the benchmarks: they print figures, so they all
// count percentiles and sizes the same way.

/** The p-th percentile (nearest rank) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** The median (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Min, median and max of several runs, formatted with `format`. */
export function spread(values: readonly number[], format: (value: number) => string): string {
  return `min ${format(Math.min(...values))} / median ${format(median(values))} / max ${format(Math.max(...values))}`;
}

/** Bytes as KiB with one decimal. */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Milliseconds with one decimal. */
export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** "within" or "OVER" an aim, for a figure where lower is better. */
export function againstAim(value: number, aim: number, format: (value: number) => string): string {
  return value <= aim ? `within aim <= ${format(aim)}` : `OVER aim <= ${format(aim)}`;
}
