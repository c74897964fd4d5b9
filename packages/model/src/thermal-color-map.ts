import type { ThermalColorMap } from './business-constants.js';

/** An sRGB colour, each channel 0 to 255. */
export type Rgb = readonly [number, number, number];

// Colour stops from cold (0) to hot (1). normal is the usual "ironbow" of thermal cameras, mono is
// white-hot grey, ir the blue-to-red rainbow.
const STOPS: Record<ThermalColorMap, readonly Rgb[]> = {
  normal: [[0, 0, 0], [32, 0, 96], [128, 0, 140], [200, 40, 60], [240, 120, 0], [255, 200, 20], [255, 255, 220]],
  mono: [[0, 0, 0], [255, 255, 255]],
  ir: [[0, 0, 140], [0, 90, 255], [0, 220, 220], [40, 220, 40], [255, 230, 0], [255, 110, 0], [200, 0, 0]],
};

/**
 * The colour of a §9 thermal colour map at `level` (0 coldest to 1 hottest, clamped). The robot
 * simulator paints its thermal frames with it and the console draws the matching scale, so a
 * picture and its legend cannot drift apart.
 */
export function thermalColor(map: ThermalColorMap, level: number): Rgb {
  const stops = STOPS[map];
  const at = Math.min(1, Math.max(0, Number.isFinite(level) ? level : 0)) * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(at));
  const from = stops[index] as Rgb;
  const to = stops[index + 1] as Rgb;
  const f = at - index;
  return [0, 1, 2].map((c) => Math.round(from[c]! + (to[c]! - from[c]!) * f)) as unknown as Rgb;
}
