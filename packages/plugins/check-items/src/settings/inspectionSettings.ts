import { Thermal } from '@fleetdeck/model';

/** A rectangle on a picture, pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point on a picture, pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A named area on the thermal frame whose temperatures a report reads. */
export interface ThermalArea extends Rect {
  name: string;
}

/** How a check item's picture is cropped: by its markers (the box they frame) or by a drawn rectangle. */
export type CropSetting = { mode: 'aruco'; markerIds: number[] } | { mode: 'qr' } | { mode: 'none'; rect: Rect };

/** The settings the dialog saves into a check item's settings JSON. */
export interface InspectionSettings {
  crop?: CropSetting;
  thermalAreas?: ThermalArea[];
}

/** §5: a thermal area's name is letters and digits only. */
export const AREA_NAME = /^[A-Za-z0-9]+$/;

/** The box inside the markers' outer corners: what the markers frame, without the markers themselves. */
export function cropInsideMarkers(markers: ReadonlyArray<{ corners: readonly Point[] }>): Rect | null {
  if (markers.length < 2) return null;
  const centres = markers.map((m) => ({
    x: m.corners.reduce((sum, c) => sum + c.x, 0) / m.corners.length,
    y: m.corners.reduce((sum, c) => sum + c.y, 0) / m.corners.length,
  }));
  const half = (m: { corners: readonly Point[] }) => Math.max(...m.corners.map((c) => c.x)) - Math.min(...m.corners.map((c) => c.x));
  const inset = Math.max(...markers.map(half)) / 2;
  const left = Math.min(...centres.map((c) => c.x)) + inset;
  const right = Math.max(...centres.map((c) => c.x)) - inset;
  const top = Math.min(...centres.map((c) => c.y)) + inset;
  const bottom = Math.max(...centres.map((c) => c.y)) - inset;
  if (right <= left || bottom <= top) return null;
  return { x: Math.round(left), y: Math.round(top), width: Math.round(right - left), height: Math.round(bottom - top) };
}

/** The crop a QR code defines: the square of the code's size to its right, where the code labels what it sits beside. */
export function cropBesideQr(corners: readonly Point[], imageWidth: number, imageHeight: number): Rect | null {
  if (corners.length < 4) return null;
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const side = Math.max(...xs) - Math.min(...xs);
  const x = Math.min(imageWidth - 1, Math.round(Math.max(...xs)));
  const y = Math.max(0, Math.round(Math.min(...ys)));
  const width = Math.min(imageWidth - x, Math.round(side * 3));
  const height = Math.min(imageHeight - y, Math.round(side * 3));
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

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
