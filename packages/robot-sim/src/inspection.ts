import { Thermal, encodeCameraFrame, type InspectionMessage, type MarkerType, type ThermalColorMap, type ThermalScalePosition } from '@fleetdeck/model';
import { GaugePhotoSize, renderGaugePhoto } from './gauge-photo.js';
import type { SimInspection } from './output-link.js';
import { QR_MAX_BYTES } from './qr-code.js';
import { hashString } from './random.js';
import { renderThermalView, temperatureAt } from './thermal-view.js';

/** The camera a robot photographs meters and camera items with. */
const INSPECTION_CAMERA = 'v1';

/** What a gauge of this check item shows now: its own level, drifting slowly over the hours. */
export function gaugeValue(checkItemId: number, at: number): number {
  const base = 25 + (hashString(`gauge:${checkItemId}`) % 50);
  return Math.round((base + 12 * Math.sin(at / 3_600_000 + checkItemId)) * 10) / 10;
}

/**
 * How the gauge is labelled: a QR-framed item's code holds its QR code number, as the printed label
 * on a real meter would. An item without a number (or with one longer than the simulator's code
 * holds) is labelled by its name plate alone, so no code claims to be a number it is not.
 */
export function labelOf(visit: Pick<SimInspection, 'markerType' | 'qrCodeNumber'>): { markerType: MarkerType; qrText?: string } {
  if (visit.markerType !== 'qr') return { markerType: visit.markerType };
  const fits = visit.qrCodeNumber !== '' && Buffer.byteLength(visit.qrCodeNumber, 'utf8') <= QR_MAX_BYTES;
  return fits ? { markerType: 'qr', qrText: visit.qrCodeNumber } : { markerType: 'none' };
}

/**
 * The binary frames and the JSON message a robot sends at a check item: a photo of its gauge
 * (meter and camera items), a 256×192 thermal frame, and the floor's sensor values where it stands.
 */
export function inspectionMessages(
  visit: SimInspection,
  nextFrameSeq: () => number,
  thermal: { colorMap: ThermalColorMap; scalePosition: ThermalScalePosition },
): { frames: Uint8Array[]; message: InspectionMessage } {
  const inspection = { checkItemId: visit.checkItemId };
  const frames: Uint8Array[] = [];
  if (visit.itemType !== 2) {
    const photo = renderGaugePhoto({ value: gaugeValue(visit.checkItemId, visit.at), ...labelOf(visit), label: `ITEM ${visit.checkItemId}` });
    frames.push(encodeCameraFrame({ camera: INSPECTION_CAMERA, ts: visit.at, frameSeq: nextFrameSeq(), ...GaugePhotoSize, inspection }, photo));
  }
  const heat = renderThermalView({ pose: visit.pose, ...thermal }, 85);
  frames.push(encodeCameraFrame({ camera: 'thermal', ts: visit.at, frameSeq: nextFrameSeq(), width: Thermal.width, height: Thermal.height, inspection }, heat));
  const celsius = Math.round(temperatureAt(visit.pose.x, visit.pose.y) * 10) / 10;
  const humidity = 40 + (hashString(`rh:${visit.checkItemId}`) % 20);
  const message: InspectionMessage = {
    type: 'inspection',
    ts: visit.at,
    checkItemId: visit.checkItemId,
    waypoint: visit.waypoint,
    pose: visit.pose,
    readings: [
      { kind: 'sensor', name: 'temperature', value: celsius, unit: '°C' },
      { kind: 'sensor', name: 'humidity', value: humidity, unit: '%' },
    ],
  };
  return { frames, message };
}
