import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { GaugePhotoSize, qrPlacement, renderGaugePhoto } from './gauge-photo.js';
import { readGaugePhoto } from './gauge-reader.js';
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
