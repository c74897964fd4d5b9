import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { decodeCameraFrame } from '@fleetdeck/model';
import { GaugePhotoSize, qrPlacement, renderGaugePhoto } from './gauge-photo.js';
import { readGaugePhoto } from './gauge-reader.js';
import { inspectionMessages } from './inspection.js';
import { encodeQr, QR_MAX_BYTES } from './qr-code.js';

// The check-item settings dialog finds QR codes with jsQR: the test reads the simulator's codes with
// the same library, resolved from that plugin, which depends on it.
const fromPlugin = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../plugins/check-items/package.json'));
type Decoded = { data: string; location: { topLeftCorner: { x: number; y: number }; bottomRightCorner: { x: number; y: number } } } | null;
const jsQR = fromPlugin('jsqr') as (data: Uint8ClampedArray, width: number, height: number) => Decoded;

function decode(photo: Uint8Array): Decoded {
  const image = jpeg.decode(photo, { useTArray: true, formatAsRGBA: true });
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
}

describe('the QR code', () => {
  it('is 25 × 25 modules with the three finder patterns', () => {
    const modules = encodeQr('FD-ITEM-7');
    expect(modules).toHaveLength(25);
    for (const [row, col] of [[0, 0], [0, 18], [18, 0]] as const) {
      expect(modules[row]![col]).toBe(true);
      expect(modules[row + 1]![col + 1]).toBe(false);
      expect(modules[row + 3]![col + 3]).toBe(true);
    }
    expect(() => encodeQr('x'.repeat(QR_MAX_BYTES + 1))).toThrow(RangeError);
  });

  it.each(['FD-ITEM-7', 'hkr0123_Abcde', 'QR-0042 水槽'])('on the gauge photo, jsQR reads "%s" back where it was drawn', (text) => {
    const code = decode(renderGaugePhoto({ value: 30, markerType: 'qr', label: 'Tank', qrText: text }));
    expect(code?.data).toBe(text);
    const { x, y, side } = qrPlacement();
    expect(code!.location.topLeftCorner.x).toBeCloseTo(x, -1);
    expect(code!.location.bottomRightCorner.y).toBeCloseTo(y + side, -1);
  });

  it('leaves the gauge readable beside it', () => {
    const photo = renderGaugePhoto({ value: 58.5, markerType: 'qr', label: 'Tank' });
    expect(Math.abs(readGaugePhoto(photo, { mode: 'qr' })!.value - 58.5)).toBeLessThan(1);
    expect(decode(renderGaugePhoto({ value: 58.5, markerType: 'none', label: 'Tank' }))).toBeNull();
    expect(GaugePhotoSize.width).toBe(320);
  });
});

describe('the QR label of a simulated check item', () => {
  const photoAt = (markerType: 'qr' | 'aruco', qrCodeNumber: string) => {
    const visit = { checkItemId: 7, itemType: 0 as const, markerType, qrCodeNumber, waypoint: 0, pose: { x: 1, y: 1, yaw: 0 }, at: Date.parse('2026-11-26T10:00:00Z') };
    const [frame] = inspectionMessages(visit, () => 1, { colorMap: 'normal', scalePosition: 'none' }).frames;
    return decodeCameraFrame(frame!)!.jpeg;
  };

  it('holds the item\'s QR code number, not its id', () => {
    expect(decode(photoAt('qr', 'QR-0042'))?.data).toBe('QR-0042');
  });

  it('prints no code for an item without a number, or with one longer than the code holds', () => {
    expect(decode(photoAt('qr', ''))).toBeNull();
    expect(decode(photoAt('qr', 'Q'.repeat(QR_MAX_BYTES + 1)))).toBeNull();
    expect(decode(photoAt('aruco', 'QR-0042'))).toBeNull();
  });
});
