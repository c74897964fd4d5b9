import type { ActivitySample } from './activityTypes.js';

/** A battery reading at a time (ms since epoch). */
export interface BatteryPoint {
  at: number;
  percent: number;
}

/** Battery readings of the samples in time order (the API answers newest first). */
export function batteryPoints(samples: readonly ActivitySample[]): BatteryPoint[] {
  const points: BatteryPoint[] = [];
  for (const sample of samples) {
    const at = Date.parse(sample.at);
    if (sample.batteryPercent !== null && !Number.isNaN(at)) points.push({ at, percent: sample.batteryPercent });
  }
  return points.sort((a, b) => a.at - b.at);
}
