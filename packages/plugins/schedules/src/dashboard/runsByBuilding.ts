import type { ScheduleLogRecord } from '@fleetdeck/model';

/** The results a flow run ends with, in the order the chart stacks them. */
export const RUN_RESULTS = ['done', 'fail', 'cancel'] as const;
export type RunResult = (typeof RUN_RESULTS)[number];

/** One building's finished runs, counted by result. */
export interface BuildingRuns {
  buildingId: number;
  label: string;
  counts: Record<RunResult, number>;
}

/** Counts finished runs (done, fail, cancel) per building, buildings by name; running and unknown ones are left out. */
export function runsByBuilding(rows: readonly Pick<ScheduleLogRecord, 'buildingId' | 'result'>[], names: ReadonlyMap<number, string>): BuildingRuns[] {
  const byBuilding = new Map<number, BuildingRuns>();
  for (const row of rows) {
    if (!(RUN_RESULTS as readonly string[]).includes(row.result)) continue;
    let entry = byBuilding.get(row.buildingId);
    if (!entry) {
      entry = { buildingId: row.buildingId, label: names.get(row.buildingId) ?? String(row.buildingId), counts: { done: 0, fail: 0, cancel: 0 } };
      byBuilding.set(row.buildingId, entry);
    }
    entry.counts[row.result as RunResult] += 1;
  }
  return [...byBuilding.values()].sort((a, b) => a.label.localeCompare(b.label));
}
