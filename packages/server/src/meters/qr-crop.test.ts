import { describe, expect, it } from 'vitest';
import { cropBesideQr } from '@fleetdeck/model';
import { decodePhoto } from '@fleetdeck/robot-sim';
import { qrPlacement, renderGaugePhoto } from '../../../robot-sim/src/gauge-photo.js';
import { applyQrCrop, findQrCrop } from './qr-crop.js';

const photo = (qrText: string) => renderGaugePhoto({ value: 40, markerType: 'qr', label: 'Tank', qrText });

describe('QR crops on the server', () => {
  it('finds the simulator\'s QR code and the square beside it, as the settings dialog does', () => {
    const found = findQrCrop(decodePhoto(photo('QR-0042')));
    expect(found?.text).toBe('QR-0042');
    const { x, y, side } = qrPlacement();
    const expected = cropBesideQr([{ x, y }, { x: x + side, y }, { x: x + side, y: y + side }, { x, y: y + side }], 320, 240)!;
    expect(Math.abs(found!.rect.x - expected.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(found!.rect.y - expected.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(found!.rect.width - expected.width)).toBeLessThanOrEqual(6);
  });

  it('turns a saved QR crop into the rectangle found on the photo', () => {
    const applied = applyQrCrop({ mode: 'qr' }, photo('QR-0042'), 'QR-0042');
    expect(applied.otherQr).toBeUndefined();
    expect(applied.crop).toMatchObject({ mode: 'none', rect: { width: expect.any(Number) } });
  });

  it('tells a photo whose QR code names another meter', () => {
    expect(applyQrCrop({ mode: 'qr' }, photo('QR-0099'), 'QR-0042')).toEqual({ crop: { mode: 'qr' }, otherQr: 'QR-0099' });
  });

  it('leaves the crop when no code is on the photo, and other crops as they are', () => {
    const plain = renderGaugePhoto({ value: 40, markerType: 'none', label: 'Tank' });
    expect(applyQrCrop({ mode: 'qr' }, plain, 'QR-0042')).toEqual({ crop: { mode: 'qr' } });
    const aruco = { mode: 'aruco' as const, markerIds: [1, 2, 3, 4] };
    expect(applyQrCrop(aruco, plain, '')).toEqual({ crop: aruco });
  });
});
