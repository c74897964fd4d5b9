import type { Format } from '@fleetdeck/sdk';

const units = [['gigabyte', 1024 ** 3], ['megabyte', 1024 ** 2], ['kilobyte', 1024]] as const;

/** A byte count in the largest unit that keeps it at least 1, in the user's language. */
export function formatBytes(format: Format, bytes: number): string {
  for (const [unit, size] of units) if (bytes >= size) return format.number(bytes / size, { unit, maximumFractionDigits: 1 });
  return format.number(bytes, { unit: 'byte' });
}
