import { sql } from 'kysely';
import { GatewayLimits } from '@fleetdeck/model';

// The activity answer carries each event's `data` only up to the size the gateway now accepts, and
// only so much of it in all: rows stored before the gateway capped events (or by a future change
// that stores more) must not make a request for a few events answer megabytes.

/** Largest `data` one event of the activity answer carries, bytes of its stored JSON; the gateway's own cap. */
export const ACTIVITY_EVENT_DATA_MAX_BYTES = GatewayLimits.eventDataMaxBytes;
/** Most `data` bytes one activity answer carries over all its events (newest first); past it, data is left out. */
export const ACTIVITY_DATA_BUDGET_BYTES = 256 * 1024;

/** Select expressions: the stored data's size, and the data itself only when it is small enough to answer. */
export const boundedDataColumns = [
  sql<number | null>`octet_length(data)`.as('data_bytes'),
  sql<string | null>`CASE WHEN octet_length(data) <= ${ACTIVITY_EVENT_DATA_MAX_BYTES} THEN data END`.as('data'),
] as const;

/** An event's data as answered: the parsed JSON, or null with `dataOmittedBytes` naming the size left out. */
export type AnsweredData = { data: Record<string, unknown> | null; dataOmittedBytes?: number };

/** Answers the events' data newest first, within the per-event cap and the answer's budget. */
export function boundedData(rows: ReadonlyArray<{ data: string | null; data_bytes: number | null }>): AnsweredData[] {
  let budget = ACTIVITY_DATA_BUDGET_BYTES;
  return rows.map(({ data, data_bytes: bytes }) => {
    if (bytes === null) return { data: null };
    if (data === null || bytes > budget) return { data: null, dataOmittedBytes: bytes };
    budget -= bytes;
    return { data: JSON.parse(data) as Record<string, unknown> };
  });
}
