import { Thermal } from './business-constants.js';

/** §5: a thermal area's name is letters and digits only. */
export const THERMAL_AREA_NAME = /^[A-Za-z0-9]+$/;
/** Longest thermal area name we keep: the spec gives none; a label over the thermal image must stay short. */
export const THERMAL_AREA_NAME_MAX = 32;

/**
 * Why a check item's settings `thermalAreas` breaks §5 (at most five, alphanumeric names, one area
 * a name: the dialog overwrites a same-named one and drops the oldest beyond five), or holds
 * rectangles outside the 256 × 192 frame; undefined when it is fine or absent.
 */
export function thermalAreasProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return 'thermalAreas must be a list of areas';
  if (value.length > Thermal.maxAreas) return `thermalAreas may hold at most ${Thermal.maxAreas} areas`;
  const names = new Set<string>();
  for (const [index, area] of value.entries()) {
    const at = `thermalAreas[${index}]`;
    if (typeof area !== 'object' || area === null) return `${at} must be an area with a name, x, y, width and height`;
    const { name, x, y, width, height } = area as Record<string, unknown>;
    if (typeof name !== 'string' || !THERMAL_AREA_NAME.test(name) || name.length > THERMAL_AREA_NAME_MAX) {
      return `${at}.name must be 1 to ${THERMAL_AREA_NAME_MAX} letters and digits`;
    }
    if (names.has(name)) return `${at}.name ${name} is used twice: an area of the same name replaces the old one`;
    names.add(name);
    const inside = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= max;
    if (!inside(x, Thermal.width) || !inside(y, Thermal.height) || !inside(width, Thermal.width) || !inside(height, Thermal.height)
      || width === 0 || height === 0 || x + width > Thermal.width || y + height > Thermal.height) {
      return `${at} must be a rectangle inside the ${Thermal.width} × ${Thermal.height} thermal frame`;
    }
  }
  return undefined;
}
