import type { Row, WriteInput } from './resource-types.js';

/** The body's fields that are present, renamed to their columns (booleans stored as 0/1). */
export function copyColumns(input: WriteInput, columns: Record<string, string>): Row {
  const row: Row = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = input[field];
    if (value === undefined) continue;
    row[column] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return row;
}
