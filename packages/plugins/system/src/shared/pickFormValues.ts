import type { ResourceRecord } from '@fleetdeck/sdk';

/** The record's values of the form's own fields (the defaults' keys); write-only fields start empty. */
export function pickFormValues<V extends Record<string, unknown>>(record: ResourceRecord, defaults: V, writeOnly: ReadonlyArray<keyof V> = []): V {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) out[key] = writeOnly.includes(key) ? defaults[key] : (record[key] ?? defaults[key]);
  return out as V;
}
