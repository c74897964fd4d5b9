import jpeg from 'jpeg-js';
import aruco from 'js-aruco2';
import { cropInsideMarkers, type CropSetting, type PictureRect } from '@fleetdeck/model';
import { GAUGE_MARKER_DICTIONARY } from './gauge-photo.js';

/** A decoded picture: RGBA bytes, row by row. */
export interface GreyPicture {
  width: number;
  height: number;
  /** One grey level (0-255) per pixel. */
  grey: Uint8Array;
  rgba: Uint8Array;
}

/** A gauge read from a photo: its value (0-100 on the simulator's dial) and the crop it was read in. */
export interface GaugeReading {
  value: number;
  crop: PictureRect;
}

/** Decodes a JPEG photo into RGBA and grey levels. */
export function decodePhoto(photo: Uint8Array): GreyPicture {
  const image = jpeg.decode(photo, { useTArray: true, formatAsRGBA: true });
  const grey = new Uint8Array(image.width * image.height);
  for (let i = 0; i < grey.length; i++) grey[i] = Math.round((image.data[i * 4]! * 299 + image.data[i * 4 + 1]! * 587 + image.data[i * 4 + 2]! * 114) / 1000);
  return { width: image.width, height: image.height, grey, rgba: image.data };
}

/**
 * The crop a check item's saved setting gives on this photo: the box its ArUco markers frame (found
 * again on each photo, so a robot standing a little off still crops the gauge), the drawn rectangle,
 * or the whole photo when nothing was found. A QR crop is found by the console (jsQR), which hands
 * the square beside the code in as a drawn rectangle; left as `qr`, it reads the whole photo.
 */
export function cropOf(picture: GreyPicture, setting: CropSetting | null): PictureRect {
  const whole = { x: 0, y: 0, width: picture.width, height: picture.height };
  if (setting?.mode === 'none') return clampRect(setting.rect, picture) ?? whole;
  if (setting?.mode === 'aruco') {
    const wanted = new Set(setting.markerIds);
    const markers = new aruco.AR.Detector({ dictionaryName: GAUGE_MARKER_DICTIONARY }).detect({ width: picture.width, height: picture.height, data: picture.rgba });
    const framing = markers.filter((m) => wanted.size === 0 || wanted.has(m.id));
    return clampRect(cropInsideMarkers(framing), picture) ?? whole;
  }
  return whole;
}

function clampRect(rect: PictureRect | null, picture: GreyPicture): PictureRect | null {
  if (!rect) return null;
  const x = Math.max(0, Math.min(picture.width - 1, Math.round(rect.x)));
  const y = Math.max(0, Math.min(picture.height - 1, Math.round(rect.y)));
  const width = Math.min(picture.width - x, Math.round(rect.width));
  const height = Math.min(picture.height - y, Math.round(rect.height));
  return width >= 16 && height >= 16 ? { x, y, width, height } : null;
}

const DARK = 90;
const HUB_RADIUS = 5;
/** The needle is read between these distances from the hub: past the hub, short of the dial's ticks. */
const NEEDLE_FROM = 10;
const NEEDLE_TO = 45;

/**
 * Reads an analogue gauge of the simulator's kind in the crop: the hub is the darkest small disc
 * with a bright dial around it; the needle is the darkest ray from the hub within the dial's sweep
 * (0 at 225°, 100 at -45°, counter-clockwise). Null when no hub or needle is found.
 */
export function readGauge(picture: GreyPicture, crop: PictureRect): number | null {
  const hub = findHub(picture, crop);
  if (!hub) return null;
  const sweep: Array<{ angle: number; darkness: number }> = [];
  for (let tenth = 0; tenth <= 2700; tenth += 5) {
    const degrees = 225 - tenth / 10;
    const a = (degrees * Math.PI) / 180;
    let darkness = 0;
    for (let t = NEEDLE_FROM; t <= NEEDLE_TO; t++) darkness += 255 - greyAt(picture, hub.x + Math.cos(a) * t, hub.y - Math.sin(a) * t);
    sweep.push({ angle: degrees, darkness: darkness / (NEEDLE_TO - NEEDLE_FROM + 1) });
  }
  const best = sweep.reduce((a, b) => (b.darkness > a.darkness ? b : a));
  // A needle is dark all along; a bright dial with no needle is not a reading.
  if (best.darkness < 255 - 120) return null;
  // The needle is a few degrees wide: its darkness-weighted middle is finer than the darkest ray.
  const near = sweep.filter((s) => Math.abs(s.angle - best.angle) <= 4 && s.darkness > best.darkness / 2);
  const weight = near.reduce((sum, s) => sum + s.darkness, 0);
  const angle = near.reduce((sum, s) => sum + s.angle * s.darkness, 0) / weight;
  return Math.round(Math.min(100, Math.max(0, ((225 - angle) / 270) * 100)) * 10) / 10;
}

/** The hub: the pixel whose small disc is the darkest while the ring just outside it is mostly bright dial. */
function findHub(picture: GreyPicture, crop: PictureRect): { x: number; y: number } | null {
  let best: { x: number; y: number; score: number } | null = null;
  const margin = HUB_RADIUS + 6;
  for (let y = crop.y + margin; y < crop.y + crop.height - margin; y++) {
    for (let x = crop.x + margin; x < crop.x + crop.width - margin; x++) {
      if (picture.grey[y * picture.width + x]! > DARK) continue;
      let dark = 0;
      for (let dy = -HUB_RADIUS; dy <= HUB_RADIUS; dy++) {
        for (let dx = -HUB_RADIUS; dx <= HUB_RADIUS; dx++) {
          if (dx * dx + dy * dy <= HUB_RADIUS * HUB_RADIUS && picture.grey[(y + dy) * picture.width + x + dx]! <= DARK) dark++;
        }
      }
      if (best && dark <= best.score) continue;
      let bright = 0;
      const samples = 36;
      for (let i = 0; i < samples; i++) {
        const a = (i / samples) * 2 * Math.PI;
        if (greyAt(picture, x + Math.cos(a) * (HUB_RADIUS + 5), y + Math.sin(a) * (HUB_RADIUS + 5)) >= 200) bright++;
      }
      // The needle crosses the ring twice; the rest of it is the dial's white face.
      if (bright >= samples * 0.7) best = { x, y, score: dark };
    }
  }
  return best && best.score >= 50 ? best : null;
}

function greyAt(picture: GreyPicture, x: number, y: number): number {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= picture.width || py >= picture.height) return 255;
  return picture.grey[py * picture.width + px]!;
}

/** Reads the gauge on a JPEG photo, cropped as the check item's saved setting says. */
export function readGaugePhoto(photo: Uint8Array, setting: CropSetting | null): GaugeReading | null {
  const picture = decodePhoto(photo);
  const crop = cropOf(picture, setting);
  const value = readGauge(picture, crop);
  return value === null ? null : { value, crop };
}
