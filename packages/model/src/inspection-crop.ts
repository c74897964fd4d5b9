/** A rectangle on a picture, pixels. */
export interface PictureRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point on a picture, pixels. */
export interface PicturePoint {
  x: number;
  y: number;
}

/**
 * How a check item's picture is cropped, as its settings JSON keeps it (`crop`): by its ArUco
 * markers (the box they frame), by its QR code (the square beside it) or by a drawn rectangle.
 * The settings dialog saves it once; the server applies it to every later photo of the item.
 */
export type CropSetting = { mode: 'aruco'; markerIds: number[] } | { mode: 'qr' } | { mode: 'none'; rect: PictureRect };

/** The box inside the markers' outer corners: what the markers frame, without the markers themselves. */
export function cropInsideMarkers(markers: ReadonlyArray<{ corners: readonly PicturePoint[] }>): PictureRect | null {
  if (markers.length < 2) return null;
  const centres = markers.map((m) => ({
    x: m.corners.reduce((sum, c) => sum + c.x, 0) / m.corners.length,
    y: m.corners.reduce((sum, c) => sum + c.y, 0) / m.corners.length,
  }));
  const half = (m: { corners: readonly PicturePoint[] }) => Math.max(...m.corners.map((c) => c.x)) - Math.min(...m.corners.map((c) => c.x));
  const inset = Math.max(...markers.map(half)) / 2;
  const left = Math.min(...centres.map((c) => c.x)) + inset;
  const right = Math.max(...centres.map((c) => c.x)) - inset;
  const top = Math.min(...centres.map((c) => c.y)) + inset;
  const bottom = Math.max(...centres.map((c) => c.y)) - inset;
  if (right <= left || bottom <= top) return null;
  return { x: Math.round(left), y: Math.round(top), width: Math.round(right - left), height: Math.round(bottom - top) };
}

/** The crop a QR code defines: the square of three times the code's size to its right, where the code labels what it sits beside. */
export function cropBesideQr(corners: readonly PicturePoint[], imageWidth: number, imageHeight: number): PictureRect | null {
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

/** The crop setting a check item's settings JSON holds, or null when it holds none (or an unreadable one). */
export function cropSettingOf(settingsJson: string): CropSetting | null {
  let crop: unknown;
  try {
    crop = (JSON.parse(settingsJson) as { crop?: unknown } | null)?.crop;
  } catch {
    return null;
  }
  if (typeof crop !== 'object' || crop === null) return null;
  const setting = crop as Partial<{ mode: string; markerIds: unknown; rect: Partial<PictureRect> }>;
  if (setting.mode === 'qr') return { mode: 'qr' };
  if (setting.mode === 'aruco' && Array.isArray(setting.markerIds) && setting.markerIds.every((id) => Number.isInteger(id))) {
    return { mode: 'aruco', markerIds: setting.markerIds as number[] };
  }
  const rect = setting.rect;
  if (setting.mode === 'none' && rect && [rect.x, rect.y, rect.width, rect.height].every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return { mode: 'none', rect: rect as PictureRect };
  }
  return null;
}
