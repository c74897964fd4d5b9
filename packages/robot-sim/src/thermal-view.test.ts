import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { Thermal } from '@fleetdeck/model';
import { renderThermalView } from './thermal-view.js';

const pose = { x: 18, y: 8, yaw: Math.PI / 2 };

/** Mean colour of a band of rows of a decoded frame. */
function rowsMean(frame: Uint8Array, from: number, to: number): [number, number, number] {
  const { data, width } = jpeg.decode(frame);
  const sum = [0, 0, 0];
  for (let y = from; y < to; y++) for (let x = 0; x < width; x++) for (let c = 0; c < 3; c++) sum[c]! += data[(y * width + x) * 4 + c]!;
  const n = (to - from) * width;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

describe('renderThermalView', () => {
  it('is a 256x192 JPEG with warm and cold parts, which changes with the pose', { timeout: 20_000 }, () => {
    const frame = renderThermalView({ pose, colorMap: 'mono', scalePosition: 'none' });
    const decoded = jpeg.decode(frame);
    expect([decoded.width, decoded.height]).toEqual([Thermal.width, Thermal.height]);
    const levels = new Set<number>();
    for (let i = 0; i < decoded.data.length; i += 4) levels.add(decoded.data[i]!);
    expect(levels.size).toBeGreaterThan(50);
    const elsewhere = renderThermalView({ pose: { x: 2, y: 2, yaw: 0 }, colorMap: 'mono', scalePosition: 'none' });
    expect(Buffer.from(elsewhere).equals(Buffer.from(frame))).toBe(false);
  });

  it('paints with the applied colour map: mono is grey, ir is not', { timeout: 20_000 }, () => {
    const [r, g, b] = rowsMean(renderThermalView({ pose, colorMap: 'mono', scalePosition: 'none' }), 0, Thermal.height);
    expect(Math.abs(r - g) + Math.abs(g - b)).toBeLessThan(6);
    const [ir, ig, ib] = rowsMean(renderThermalView({ pose, colorMap: 'ir', scalePosition: 'none' }), 0, Thermal.height);
    expect(Math.abs(ir - ig) + Math.abs(ig - ib)).toBeGreaterThan(20);
  });

  it('draws its scale in a dark band at the top or the bottom only when asked', { timeout: 20_000 }, () => {
    // ir's coldest colour is a bright blue, so the picture is never as dark as the band.
    const none = renderThermalView({ pose, colorMap: 'ir', scalePosition: 'none' });
    const top = renderThermalView({ pose, colorMap: 'ir', scalePosition: 'top' });
    const bottom = renderThermalView({ pose, colorMap: 'ir', scalePosition: 'bottom' });
    const last: [number, number] = [Thermal.height - 1, Thermal.height];
    const edge = (frame: Uint8Array, rows: [number, number]) => rowsMean(frame, ...rows).reduce((a, b) => a + b);
    // The band's edge rows are near black (20, 20, 20); the picture there is not.
    expect(edge(top, [0, 1])).toBeLessThan(90);
    expect(edge(bottom, last)).toBeLessThan(90);
    expect(edge(none, [0, 1])).toBeGreaterThan(120);
    expect(edge(none, last)).toBeGreaterThan(120);
    expect(edge(bottom, [0, 1])).toBeCloseTo(edge(none, [0, 1]), -1);
  });
});
