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

/** An SVG polyline `points` attribute for the readings in a width × height box (0% at the bottom). */
export function sparklinePath(points: readonly BatteryPoint[], from: number, to: number, width: number, height: number): string {
  const span = Math.max(1, to - from);
  return points
    .map((p) => {
      const x = ((Math.min(Math.max(p.at, from), to) - from) / span) * width;
      const y = height - (Math.min(Math.max(p.percent, 0), 100) / 100) * height;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}
