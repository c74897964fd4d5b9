import { describe, expect, it } from 'vitest';
import { cropPhoto } from './crop-photo.js';
import { GaugePhotoSize, renderGaugePhoto } from './gauge-photo.js';
import { decodePhoto, readGaugePhoto } from './gauge-reader.js';

describe('cropping a photo for a meter reading service', () => {
  it('answers the ArUco crop the built-in reader uses, still readable', () => {
    const photo = renderGaugePhoto({ value: 42.4, markerType: 'aruco', label: 'Boiler' });
    const setting = { mode: 'aruco' as const, markerIds: [1, 2, 3, 4] };
    const cropped = decodePhoto(cropPhoto(photo, setting));
    const crop = readGaugePhoto(photo, setting)!.crop;
    expect({ width: cropped.width, height: cropped.height }).toEqual({ width: crop.width, height: crop.height });
    expect(cropped.width).toBeLessThan(GaugePhotoSize.width);
  });

  it('answers the drawn rectangle, and the whole photo unchanged without a crop', () => {
    const photo = renderGaugePhoto({ value: 64, markerType: 'none', label: 'P3' });
    const cropped = decodePhoto(cropPhoto(photo, { mode: 'none', rect: { x: 80, y: 30, width: 160, height: 170 } }));
    expect({ width: cropped.width, height: cropped.height }).toEqual({ width: 160, height: 170 });
    expect(cropPhoto(photo, null)).toBe(photo);
  });
});
