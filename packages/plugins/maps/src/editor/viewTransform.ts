import { mapToPixel, pixelToMap, type PlanePoint, type RobotMapInfo } from '@fleetdeck/model';

/** The stage's view: screen pixels per map-image pixel, and where the image's top-left corner is on screen. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** The map frame the editor draws in: the floor's robot map, or a blank 40 × 30 m sheet before one is uploaded. */
export type MapFrame = Pick<RobotMapInfo, 'width' | 'height' | 'resolution' | 'origin'>;

/** The sheet a floor without a robot map is drawn on: 5 cm per pixel from (0, 0). */
export const BLANK_FRAME: MapFrame = { width: 800, height: 600, resolution: 0.05, origin: { x: 0, y: 0, yaw: 0 } };

/** One wheel notch or key press of zoom. */
export const ZOOM_STEP = 1.15;
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 40;

/** The view that fits the whole image in a viewport, centred. */
export function fitView(frame: MapFrame, viewport: { width: number; height: number }): View {
  const scale = clampScale(Math.min(viewport.width / frame.width, viewport.height / frame.height) * 0.95);
  return { scale, x: (viewport.width - frame.width * scale) / 2, y: (viewport.height - frame.height * scale) / 2 };
}

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** Zooms by `factor` keeping the screen point `at` over the same spot of the map (the wheel's, or the viewport's centre). */
export function zoomAt(view: View, factor: number, at: PlanePoint): View {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** Moves the view by a screen distance. */
export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The screen point of a map frame point (metres). */
export function toScreen(frame: MapFrame, view: View, point: PlanePoint): PlanePoint {
  const pixel = mapToPixel(frame, point);
  return { x: view.x + pixel.x * view.scale, y: view.y + pixel.y * view.scale };
}

/** The map frame point (metres) under a screen point. */
export function toMap(frame: MapFrame, view: View, screen: PlanePoint): PlanePoint {
  return pixelToMap(frame, { x: (screen.x - view.x) / view.scale, y: (screen.y - view.y) / view.scale });
}

/** The stage-local point (image pixels) of a map frame point: shapes inside the scaled layer are placed with it. */
export function toImage(frame: MapFrame, point: PlanePoint): PlanePoint {
  return mapToPixel(frame, point);
}

/** A map frame point (metres) from a stage-local point (image pixels). */
export function fromImage(frame: MapFrame, pixel: PlanePoint): PlanePoint {
  return pixelToMap(frame, pixel);
}

/** Snaps a length in metres to the grid step; a step of 0 leaves it. Rounded to the millimetre so no 0.30000000000000004 is stored. */
export function snap(value: number, step: number): number {
  const snapped = step > 0 ? Math.round(value / step) * step : value;
  return Math.round(snapped * 1000) / 1000;
}

/** A heading in degrees within -180..180, snapped to `step` degrees when given. */
export function normalizeYaw(degrees: number, step = 0): number {
  const snapped = step > 0 ? Math.round(degrees / step) * step : degrees;
  let yaw = ((snapped + 180) % 360 + 360) % 360 - 180;
  if (yaw === -180 && snapped > 0) yaw = 180;
  return Math.round(yaw * 10) / 10;
}

/** The heading in degrees, in the map frame, from one map point towards another. */
export function headingTowards(from: PlanePoint, to: PlanePoint): number {
  return (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
}

/**
 * The view after a two-finger pinch moved from `before` to `after` (screen points of the same two
 * pointers): zoomed by how much the fingers spread, about their midpoint, and panned as the
 * midpoint moved, so the map stays under both fingers.
 */
export function pinchView(view: View, before: readonly [PlanePoint, PlanePoint], after: readonly [PlanePoint, PlanePoint]): View {
  const spread = (pair: readonly [PlanePoint, PlanePoint]) => Math.hypot(pair[1].x - pair[0].x, pair[1].y - pair[0].y);
  const middle = (pair: readonly [PlanePoint, PlanePoint]) => ({ x: (pair[0].x + pair[1].x) / 2, y: (pair[0].y + pair[1].y) / 2 });
  const from = spread(before);
  const factor = from > 0 ? spread(after) / from : 1;
  const was = middle(before);
  const now = middle(after);
  return zoomAt(panBy(view, now.x - was.x, now.y - was.y), factor, now);
}
