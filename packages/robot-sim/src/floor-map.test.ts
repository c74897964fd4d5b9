import { decodeRobotMapReport } from '@fleetdeck/model';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { SIM_MAP_RESOLUTION, simMapImage, simMapReport } from './floor-map.js';

describe('the simulator map of a floor', () => {
  it('is a grey PNG: the floor free, a wall round it, unknown outside, small enough for a fleet to send', () => {
    const bytes = simMapImage();
    expect(bytes.length).toBeLessThan(20_000);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([820, 520]);
    const grey = (x: number, y: number) => png.data[(y * png.width + x) * 4];
    expect(grey(0, 0)).toBe(205);
    expect(grey(11, 260)).toBe(0);
    expect(grey(410, 260)).toBe(254);
  });

  it('reports its map.yaml values for the floor in a map report the gateway can unpack', () => {
    const report = decodeRobotMapReport(simMapReport(7));
    expect(report?.header).toMatchObject({ floorId: 7, resolution: SIM_MAP_RESOLUTION, origin: { x: -0.5, y: -0.5, yaw: 0 }, onlyIfNone: true });
    expect(Buffer.from(report?.image ?? []).equals(simMapImage())).toBe(true);
  });
});
