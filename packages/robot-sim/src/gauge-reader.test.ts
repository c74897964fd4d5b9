import { describe, expect, it } from 'vitest';
import { GaugePhotoSize, renderGaugePhoto } from './gauge-photo.js';
import { readGaugePhoto } from './gauge-reader.js';

describe('the gauge reader', () => {
  it.each([0, 7.5, 33.3, 50, 71.2, 100])('reads %s back from the rendered photo, within one unit', (value) => {
    const photo = renderGaugePhoto({ value, markerType: 'none', label: 'P1' });
    expect(Math.abs(readGaugePhoto(photo, null)!.value - value)).toBeLessThan(1);
  });

  it('crops inside the ArUco markers it finds again on each photo', () => {
    const reading = readGaugePhoto(renderGaugePhoto({ value: 42.4, markerType: 'aruco', label: 'Boiler' }), { mode: 'aruco', markerIds: [1, 2, 3, 4] })!;
    expect(reading.value).toBeCloseTo(42.4, 0);
    expect(reading.crop.x).toBeGreaterThan(0);
    expect(reading.crop.width).toBeLessThan(GaugePhotoSize.width);
  });

  it('reads inside a drawn rectangle and finds nothing outside the dial', () => {
    const photo = renderGaugePhoto({ value: 64, markerType: 'none', label: 'P3' });
    expect(readGaugePhoto(photo, { mode: 'none', rect: { x: 80, y: 30, width: 160, height: 170 } })!.value).toBeCloseTo(64, 0);
    expect(readGaugePhoto(photo, { mode: 'none', rect: { x: 0, y: 0, width: 60, height: 60 } })).toBeNull();
  });
});
