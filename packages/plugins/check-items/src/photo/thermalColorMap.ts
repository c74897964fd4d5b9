import { ThermalColorMap } from '@fleetdeck/model';

/** An RGB colour, 0-255 each. */
type Rgb = readonly [number, number, number];

// The colour maps of §9 thermal settings, from cold to hot. "normal" is the iron scale thermal
// cameras show by default, "mono" white-hot grey, "ir" the rainbow scale.
const STOPS: Record<ThermalColorMap, readonly Rgb[]> = {
  normal: [[0, 0, 0], [40, 0, 110], [140, 0, 160], [220, 40, 60], [255, 140, 0], [255, 220, 60], [255, 255, 255]],
  mono: [[0, 0, 0], [255, 255, 255]],
  ir: [[0, 0, 130], [0, 0, 255], [0, 255, 255], [0, 255, 0], [255, 255, 0], [255, 0, 0]],
};

/** 256 colours (R, G, B per level, 768 bytes) for a colour map, interpolated between its stops. */
export function colorTable(map: ThermalColorMap): Uint8ClampedArray {
  const stops = STOPS[map];
  const table = new Uint8ClampedArray(256 * 3);
  for (let level = 0; level < 256; level += 1) {
    const at = (level / 255) * (stops.length - 1);
    const from = stops[Math.floor(at)] ?? stops[0] ?? [0, 0, 0];
    const to = stops[Math.ceil(at)] ?? from;
    const share = at - Math.floor(at);
    for (let channel = 0; channel < 3; channel += 1) table[level * 3 + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * share);
  }
  return table;
}

/**
 * Paints RGBA pixels in place with a colour map: each pixel's brightness is its temperature level
 * (a thermal camera's JPEG is a grey radiometric picture), alpha stays.
 */
export function applyColorMap(pixels: Uint8ClampedArray, table: Uint8ClampedArray): void {
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    // Rec. 601 luma: the brightness a grey JPEG was encoded with.
    const level = Math.round(0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!);
    pixels[i] = table[level * 3]!;
    pixels[i + 1] = table[level * 3 + 1]!;
    pixels[i + 2] = table[level * 3 + 2]!;
  }
}

/** The colour map a check item's settings JSON names (`colorMap`), else the thermal camera's default "normal". */
export function itemColorMap(json: unknown): ThermalColorMap {
  if (typeof json !== 'string') return 'normal';
  try {
    const value: unknown = (JSON.parse(json) as { colorMap?: unknown } | null)?.colorMap;
    return (ThermalColorMap as readonly unknown[]).includes(value) ? (value as ThermalColorMap) : 'normal';
  } catch {
    return 'normal';
  }
}
