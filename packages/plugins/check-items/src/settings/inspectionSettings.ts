import { Thermal, THERMAL_AREA_NAME, type CropSetting, type PicturePoint, type PictureRect } from '@fleetdeck/model';

// The crop geometry (CropSetting, cropInsideMarkers, cropBesideQr) is the model's, so the dialog
// crops exactly as the server does on later photos.

/** A rectangle on a picture, pixels. */
export type Rect = PictureRect;

/** A point on a picture, pixels. */
export type Point = PicturePoint;

/** A named area on the thermal frame whose temperatures a report reads. */
export interface ThermalArea extends Rect {
  name: string;
}

/** The settings the dialog saves into a check item's settings JSON. */
export interface InspectionSettings {
  crop?: CropSetting;
  thermalAreas?: ThermalArea[];
}

/** §5: a thermal area's name is letters and digits only (the model's rule, which the server checks too). */
export const AREA_NAME = THERMAL_AREA_NAME;

/** A rectangle from two corners dragged in any direction, kept inside the picture. */
export function rectBetween(a: Point, b: Point, width: number, height: number): Rect {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
  const x0 = clamp(Math.min(a.x, b.x), width);
  const y0 = clamp(Math.min(a.y, b.y), height);
  const x1 = clamp(Math.max(a.x, b.x), width);
  const y1 = clamp(Math.max(a.y, b.y), height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The thermal areas after adding one (§5): an area of the same name is overwritten (and becomes
 * the newest), and beyond five the oldest goes. The list is kept oldest first.
 */
export function withThermalArea(areas: readonly ThermalArea[], area: ThermalArea): ThermalArea[] {
  const others = areas.filter((a) => a.name !== area.name);
  return [...others, area].slice(-Thermal.maxAreas);
}

/** The dialog's settings read from a check item's settings JSON; anything else in it is kept by `withSettings`. */
export function readSettings(json: string): InspectionSettings {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const { crop, thermalAreas } = parsed as InspectionSettings;
    return { ...(crop ? { crop } : {}), ...(Array.isArray(thermalAreas) ? { thermalAreas } : {}) };
  } catch {
    return {};
  }
}

/** The settings JSON with the dialog's settings written in and every other key kept. */
export function withSettings(json: string, settings: InspectionSettings): string {
  let base: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) base = parsed as Record<string, unknown>;
  } catch {
    // An unreadable JSON is replaced: the form would refuse to save it anyway.
  }
  return JSON.stringify({ ...base, ...settings });
}
