import aruco from 'js-aruco2';
import jsQR from 'jsqr';
import type { Point } from './inspectionSettings.js';

/** The ArUco dictionary check items' markers come from, as js-aruco2 names it (the simulator draws the same). */
const ARUCO_DICTIONARY = 'ARUCO';

/** A marker found on a picture: its id and its four corners, clockwise from its top-left. */
export interface FoundMarker {
  id: number;
  corners: Point[];
}

/** The ArUco markers js-aruco2 finds on a picture. */
export function detectArucoMarkers(image: ImageData): FoundMarker[] {
  const detector = new aruco.AR.Detector({ dictionaryName: ARUCO_DICTIONARY });
  return detector.detect(image).map((marker) => ({ id: marker.id, corners: marker.corners.map(({ x, y }) => ({ x, y })) })).sort((a, b) => a.id - b.id);
}

/** The QR code jsQR finds on a picture: its text and its four corners; null when there is none. */
export function detectQrCode(image: ImageData): { text: string; corners: Point[] } | null {
  const code = jsQR(image.data, image.width, image.height);
  if (!code) return null;
  const { topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner } = code.location;
  return { text: code.data, corners: [topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner] };
}
