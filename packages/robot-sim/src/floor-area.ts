/** The drivable rectangle of a simulated floor, in metres; the dock sits near the origin. */
export const FloorArea = { width: 40, height: 25, margin: 0.5, dock: { x: 1.5, y: 1.5 } } as const;

/** Keeps a point inside the drivable area; reports whether it had to move it. */
export function clampToFloor(x: number, y: number): { x: number; y: number; clamped: boolean } {
  const { width, height, margin } = FloorArea;
  const cx = Math.min(width - margin, Math.max(margin, x));
  const cy = Math.min(height - margin, Math.max(margin, y));
  return { x: cx, y: cy, clamped: cx !== x || cy !== y };
}

/** Normalises an angle to (-π, π]. */
export function wrapAngle(a: number): number {
  let r = a % (2 * Math.PI);
  if (r > Math.PI) r -= 2 * Math.PI;
  if (r <= -Math.PI) r += 2 * Math.PI;
  return r;
}
