/** The grey levels map_server writes for each cell state (with negate 0 and the default thresholds). */
export const BRUSH_GREY = { free: 254, occupied: 0, unknown: 205 } as const;
export type BrushKind = keyof typeof BRUSH_GREY;

/** The pixel square a brush of `size` pixels covers around an image point, kept inside the image. */
export function brushRect(at: { x: number; y: number }, size: number, image: { width: number; height: number }): { x: number; y: number; width: number; height: number } | undefined {
  const half = Math.floor(size / 2);
  const x0 = Math.max(0, Math.floor(at.x) - half);
  const y0 = Math.max(0, Math.floor(at.y) - half);
  const x1 = Math.min(image.width, Math.floor(at.x) - half + size);
  const y1 = Math.min(image.height, Math.floor(at.y) - half + size);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : undefined;
}

/** The map.yaml of an edited map: the same values, naming the PNG it is saved with. */
export function withImageName(yaml: string, image: string): string {
  const line = `image: ${image}`;
  return /^image:.*$/m.test(yaml) ? yaml.replace(/^image:.*$/m, line) : `${line}\n${yaml}`;
}
