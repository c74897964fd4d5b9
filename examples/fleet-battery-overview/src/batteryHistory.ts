/** Samples of average battery per building over time, in the column layout uPlot draws. */
export interface BatteryHistory {
  /** Seconds since epoch, one per sample. */
  times: number[];
  /** Per building id: one value per sample (null where the building had no reading). */
  series: Map<number, (number | null)[]>;
}

/** An empty history. */
export function emptyHistory(): BatteryHistory {
  return { times: [], series: new Map() };
}

/**
 * Adds one sample and keeps the last `maxSamples`; a building seen for the first time is
 * back-filled with nulls so every series stays aligned with `times`.
 */
export function appendSample(
  history: BatteryHistory,
  timeSeconds: number,
  averages: ReadonlyMap<number, number | null>,
  maxSamples: number,
): BatteryHistory {
  const drop = Math.max(0, history.times.length + 1 - maxSamples);
  const times = [...history.times.slice(drop), timeSeconds];
  const series = new Map<number, (number | null)[]>();
  const ids = new Set([...history.series.keys(), ...averages.keys()]);
  for (const id of ids) {
    const previous = history.series.get(id) ?? new Array<number | null>(history.times.length).fill(null);
    series.set(id, [...previous.slice(drop), averages.get(id) ?? null]);
  }
  return { times, series };
}

/** True when at least one sample holds a reading. */
export function hasReadings(history: BatteryHistory): boolean {
  for (const values of history.series.values()) if (values.some((value) => value !== null)) return true;
  return false;
}
