import { describe, expect, it } from 'vitest';
import { cropInsideMarkers } from '@fleetdeck/model';
import { AREA_NAME, readSettings, rectBetween, withSettings, withThermalArea } from './inspectionSettings.js';

const square = (x: number, y: number, side: number) => ({ corners: [{ x, y }, { x: x + side, y }, { x: x + side, y: y + side }, { x, y: y + side }] });

describe('inspection settings', () => {
  it('crops the box the markers frame, inside their centres by half a marker', () => {
    expect(cropInsideMarkers([square(20, 20, 40), square(260, 20, 40), square(260, 180, 40), square(20, 180, 40)])).toEqual({ x: 60, y: 60, width: 200, height: 120 });
    expect(cropInsideMarkers([square(0, 0, 10)])).toBeNull();
  });

  it('draws a rectangle from corners dragged in any direction, inside the picture', () => {
    expect(rectBetween({ x: 50, y: 40 }, { x: 10, y: 300 }, 320, 240)).toEqual({ x: 10, y: 40, width: 40, height: 200 });
  });

  it('overwrites an area of the same name and keeps at most five, dropping the oldest', () => {
    let areas = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name, i) => ({ name, x: i, y: 0, width: 1, height: 1 }));
    areas = withThermalArea(areas, { name: 'a2', x: 9, y: 9, width: 2, height: 2 });
    expect(areas.map((a) => a.name)).toEqual(['a1', 'a3', 'a4', 'a5', 'a2']);
    expect(areas.at(-1)).toMatchObject({ x: 9 });
    areas = withThermalArea(areas, { name: 'b1', x: 0, y: 0, width: 1, height: 1 });
    expect(areas.map((a) => a.name)).toEqual(['a3', 'a4', 'a5', 'a2', 'b1']);
    expect(AREA_NAME.test('Panel1')).toBe(true);
    expect(AREA_NAME.test('panel 1')).toBe(false);
    expect(AREA_NAME.test('盤1')).toBe(false);
  });

  it('writes its settings into the JSON and keeps every other key', () => {
    const json = withSettings('{"service":"x","crop":{"mode":"qr"}}', { crop: { mode: 'aruco', markerIds: [1, 2] } });
    expect(JSON.parse(json)).toEqual({ service: 'x', crop: { mode: 'aruco', markerIds: [1, 2] } });
    expect(readSettings(json)).toEqual({ crop: { mode: 'aruco', markerIds: [1, 2] } });
    expect(readSettings('not json')).toEqual({});
  });
});
