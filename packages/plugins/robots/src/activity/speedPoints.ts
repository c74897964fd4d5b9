import type { ActivitySample } from './activityTypes.js';

/** A speed reading at a time (ms since epoch), m/s. */
export interface SpeedPoint {
  at: number;
  speed: number;
}

/** Top of the speed chart at the least, m/s: the simulated and demo robots drive at most 1 m/s. */
export const SPEED_SCALE_MIN = 1;

/** Speed readings of the samples in time order (the API answers newest first), samples without one left out. */
export function speedPoints(samples: readonly ActivitySample[]): SpeedPoint[] {
  const points: SpeedPoint[] = [];
  for (const sample of samples) {
    const at = Date.parse(sample.at);
    if (typeof sample.speed === 'number' && !Number.isNaN(at)) points.push({ at, speed: sample.speed });
  }
  return points.sort((a, b) => a.at - b.at);
}

/** Highest and mean speed of the readings (0 for none). */
export function speedSummary(points: readonly SpeedPoint[]): { max: number; mean: number } {
  if (points.length === 0) return { max: 0, mean: 0 };
  const max = Math.max(...points.map((p) => p.speed));
  return { max, mean: points.reduce((sum, p) => sum + p.speed, 0) / points.length };
}
