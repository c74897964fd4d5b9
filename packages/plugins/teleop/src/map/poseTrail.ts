/** A floor position in metres. */
export interface TrailPoint {
  x: number;
  y: number;
}

/** Positions kept for the path drawn behind the robot. */
export const TRAIL_MAX = 120;
/** A report closer than this to the last kept point adds nothing visible, metres. */
const TRAIL_STEP_M = 0.05;
/** The mini-map shows at least this much floor, metres, so a robot standing still is not zoomed to a dot. */
const MIN_SPAN_M = 10;
const MARGIN_M = 1.5;

/** The trail after a reported position: kept when it moved, oldest dropped past TRAIL_MAX. */
export function extendTrail(trail: readonly TrailPoint[], point: TrailPoint): TrailPoint[] {
  const last = trail[trail.length - 1];
  if (last && Math.hypot(point.x - last.x, point.y - last.y) < TRAIL_STEP_M) return trail as TrailPoint[];
  return [...trail, point].slice(-TRAIL_MAX);
}

/** The square of floor the mini-map shows: the whole trail with a margin, centred on it; and a grid step that keeps lines apart. */
export function trailView(trail: readonly TrailPoint[]): { minX: number; minY: number; span: number; grid: number } {
  if (trail.length === 0) return { minX: 0, minY: 0, span: MIN_SPAN_M, grid: 1 };
  const xs = trail.map((p) => p.x);
  const ys = trail.map((p) => p.y);
  const [loX, hiX, loY, hiY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(MIN_SPAN_M, hiX - loX + 2 * MARGIN_M, hiY - loY + 2 * MARGIN_M);
  return { minX: (loX + hiX) / 2 - span / 2, minY: (loY + hiY) / 2 - span / 2, span, grid: span <= 15 ? 1 : span <= 60 ? 5 : 10 };
}
