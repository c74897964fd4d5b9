import type { ScheduleOccurrence } from '@fleetdeck/model';
import { useQuery } from '@fleetdeck/sdk';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The visible wall-clock range of the calendar (UTC-marked dates). */
export interface VisibleRange {
  start: Date;
  end: Date;
}

/**
 * Occurrences the calendar shows: the visible wall-clock range widened by a day each way, since
 * buildings' clocks are up to 14 hours off UTC and the API reads instants.
 */
export function useOccurrences(range: VisibleRange | null, buildingId: number | null, robotId: number | null) {
  const query = range
    ? {
        from: new Date(range.start.getTime() - DAY_MS).toISOString(),
        to: new Date(range.end.getTime() + DAY_MS).toISOString(),
        ...(buildingId !== null ? { buildingId } : {}),
        ...(robotId !== null ? { robotId } : {}),
      }
    : {};
  return useQuery<ScheduleOccurrence[]>('/schedules/occurrences', { query, enabled: range !== null });
}
