import jpeg from 'jpeg-js';
import aruco from 'js-aruco2';
import type { MarkerType } from '@fleetdeck/model';
import { drawText } from './bitmap-font.js';
import { encodeQr } from './qr-code.js';

/** Size of an inspection photo, pixels. */
export const GaugePhotoSize = { width: 320, height: 240 } as const;

/** The ArUco dictionary the markers come from, as js-aruco2 names it (5×5 bits, the original ArUco set). */
export const GAUGE_MARKER_DICTIONARY = 'ARUCO';
/** Marker ids at the gauge's top-left, top-right, bottom-right and bottom-left corners. */
export const GAUGE_MARKER_IDS = [1, 2, 3, 4] as const;
/** Pixels per marker cell. */
const CELL = 6;

/** What the camera sees at a check item: an analogue gauge showing `value` of 0-100, framed as the item says. */
export interface GaugeScene {
  value: number;
  markerType: MarkerType;
  /** Written under the gauge, as a label plate would be. */
  label: string;
  /** What the QR code beside the gauge says when the item is framed by one (`markerType` qr); the label when absent. */
  qrText?: string;
}

/** Pixels per QR module, and where the code sits: left of the dial, so the square three codes wide to its right frames the gauge. */
const QR_MODULE = 2;
const QR_LEFT = 28;
const QR_TOP = 39;

/** The QR code's top-left corner and side in pixels (without its quiet zone). */
export function qrPlacement(): { x: number; y: number; side: number } {
  return { x: QR_LEFT, y: QR_TOP, side: 25 * QR_MODULE };
}

/** Draws the QR code with its four-module quiet zone, as a printed label beside the gauge would be. */
function drawQr(paint: Paint, text: string): void {
  const modules = encodeQr(text);
  const quiet = 4 * QR_MODULE;
  const side = modules.length * QR_MODULE;
  for (let py = QR_TOP - quiet; py < QR_TOP + side + quiet; py++) for (let px = QR_LEFT - quiet; px < QR_LEFT + side + quiet; px++) paint(px, py, 255);
  modules.forEach((row, r) => row.forEach((dark, c) => {
    if (!dark) return;
    for (let dy = 0; dy < QR_MODULE; dy++) for (let dx = 0; dx < QR_MODULE; dx++) paint(QR_LEFT + c * QR_MODULE + dx, QR_TOP + r * QR_MODULE + dy, 0);
  }));
}

type Paint = (px: number, py: number, grey: number) => void;

const dictionary = new aruco.AR.Dictionary(GAUGE_MARKER_DICTIONARY);

/**
 * Draws marker `id` of the dictionary with its top-left corner at (left, top): a white quiet zone,
 * the black border and the code's cells, so a real ArUco detector reads the same id back.
 */
function drawMarker(paint: Paint, id: number, left: number, top: number): void {
  const code = dictionary.codeList[id];
  if (!code) throw new RangeError(`no marker ${id} in ${GAUGE_MARKER_DICTIONARY}`);
  const cells = dictionary.markSize;
  const inner = cells - 2;
  // Two cells of quiet zone: with one, the zone's own edge lies so near the border's that the
  // detector keeps the zone and drops the marker as a duplicate candidate.
  const quiet = 2 * CELL;
  for (let py = top - quiet; py < top + cells * CELL + quiet; py++) for (let px = left - quiet; px < left + cells * CELL + quiet; px++) paint(px, py, 255);
  for (let cy = 0; cy < cells; cy++) {
    for (let cx = 0; cx < cells; cx++) {
      const border = cx === 0 || cy === 0 || cx === cells - 1 || cy === cells - 1;
      const white = !border && code[(cy - 1) * inner + (cx - 1)] === '1';
      for (let dy = 0; dy < CELL; dy++) for (let dx = 0; dx < CELL; dx++) paint(left + cx * CELL + dx, top + cy * CELL + dy, white ? 255 : 0);
    }
  }
}

/** Side of a drawn marker in pixels (without its quiet zone). */
export function gaugeMarkerSide(): number {
  return dictionary.markSize * CELL;
}

/** The needle's angle for a value: 0 at lower left (225°), 100 at lower right (-45°), counter-clockwise maths angles. */
export function needleAngle(value: number): number {
  const clamped = Math.min(100, Math.max(0, value));
  return ((225 - (clamped / 100) * 270) * Math.PI) / 180;
}

/** The top-left corners of the four markers, in GAUGE_MARKER_IDS order. */
export function markerCorners(): Array<{ x: number; y: number }> {
  const side = gaugeMarkerSide();
  const { width, height } = GaugePhotoSize;
  const m = 24;
  return [
    { x: m, y: m },
    { x: width - m - side, y: m },
    { x: width - m - side, y: height - m - side },
    { x: m, y: height - m - side },
  ];
}

/** Renders the JPEG photo of a gauge a robot takes at a meter or camera check item. */
export function renderGaugePhoto(scene: GaugeScene, quality = 90): Uint8Array {
  const { width, height } = GaugePhotoSize;
  const data = Buffer.alloc(width * height * 4);
  const paint: Paint = (px, py, grey) => {
    if (px < 0 || py < 0 || px >= width || py >= height) return;
    const i = (py * width + px) * 4;
    data[i] = grey;
    data[i + 1] = grey;
    data[i + 2] = grey;
    data[i + 3] = 255;
  };
  for (let py = 0; py < height; py++) for (let px = 0; px < width; px++) paint(px, py, 170);
  const cx = width / 2;
  const cy = height / 2 - 6;
  const r = 70;
  for (let py = cy - r - 4; py <= cy + r + 4; py++) {
    for (let px = cx - r - 4; px <= cx + r + 4; px++) {
      const d = Math.hypot(px - cx, py - cy);
      if (d <= r) paint(px, py, 250);
      else if (d <= r + 4) paint(px, py, 30);
    }
  }
  for (let tick = 0; tick <= 10; tick++) {
    const a = needleAngle(tick * 10);
    for (let t = r - (tick % 5 === 0 ? 14 : 8); t < r - 2; t++) {
      for (let w = -1; w <= 1; w++) paint(Math.round(cx + Math.cos(a) * t - Math.sin(a) * w * 0.5), Math.round(cy - Math.sin(a) * t - Math.cos(a) * w * 0.5), 40);
    }
  }
  const a = needleAngle(scene.value);
  for (let t = -8; t < r - 12; t++) {
    for (let w = -2; w <= 2; w++) paint(Math.round(cx + Math.cos(a) * t - Math.sin(a) * w * 0.5), Math.round(cy - Math.sin(a) * t - Math.cos(a) * w * 0.5), 200 - 180);
  }
  for (let py = cy - 5; py <= cy + 5; py++) for (let px = cx - 5; px <= cx + 5; px++) if (Math.hypot(px - cx, py - cy) <= 5) paint(px, py, 20);
  drawText(scene.label.slice(0, 20).toUpperCase(), Math.round(cx - 50), Math.round(cy + r + 10), 1, (px, py) => paint(px, py, 20));
  if (scene.markerType === 'aruco') {
    markerCorners().forEach((corner, i) => drawMarker(paint, GAUGE_MARKER_IDS[i]!, corner.x, corner.y));
  }
  if (scene.markerType === 'qr') drawQr(paint, scene.qrText ?? scene.label);
  const encoded = jpeg.encode({ data, width, height }, quality);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
