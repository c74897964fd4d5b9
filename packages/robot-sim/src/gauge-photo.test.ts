import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import aruco from 'js-aruco2';
import { GAUGE_MARKER_DICTIONARY, GAUGE_MARKER_IDS, GaugePhotoSize, renderGaugePhoto } from './gauge-photo.js';

function detect(photo: Uint8Array) {
  const image = jpeg.decode(photo, { useTArray: true });
  return new aruco.AR.Detector({ dictionaryName: GAUGE_MARKER_DICTIONARY }).detect(image);
}

describe('the gauge photo', () => {
  it('is a JPEG of the photo size', () => {
    const image = jpeg.decode(renderGaugePhoto({ value: 40, markerType: 'none', label: 'P1' }), { useTArray: true });
    expect([image.width, image.height]).toEqual([GaugePhotoSize.width, GaugePhotoSize.height]);
  });

  it('carries ArUco markers a real detector reads back, one at each corner', () => {
    const markers = detect(renderGaugePhoto({ value: 63, markerType: 'aruco', label: 'Boiler' }));
    expect(markers.map((m) => m.id).sort()).toEqual([...GAUGE_MARKER_IDS]);
    const byId = new Map(markers.map((m) => [m.id, m.corners]));
    const centre = (id: number) => {
      const corners = byId.get(id)!;
      return { x: corners.reduce((s, c) => s + c.x, 0) / 4, y: corners.reduce((s, c) => s + c.y, 0) / 4 };
    };
    expect(centre(1).x).toBeLessThan(centre(2).x);
    expect(centre(1).y).toBeLessThan(centre(4).y);
    expect(centre(3).x).toBeGreaterThan(GaugePhotoSize.width / 2);
  });

  it('has no markers when the item is framed without them', () => {
    expect(detect(renderGaugePhoto({ value: 10, markerType: 'none', label: 'P2' }))).toEqual([]);
  });
});
