import type { FloorGraphMessage } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { OccupancyGrid } from './occupancy-grid.js';
import { RouteGraph } from './route-graph.js';

const header = { floorId: 1, image: 'm.pgm', resolution: 0.5, origin: { x: -1, y: -1, yaw: 0 }, occupiedThresh: 0.65, freeThresh: 0.196 };
/** 10 × 4 pixels of 0.5 m from (-1, -1): free, one occupied column at x 2..2.5 m (pixel 6), unknown (205) in the top row. */
function pgm(): Uint8Array {
  const pixels = Buffer.alloc(40, 254);
  for (let y = 0; y < 4; y++) pixels[y * 10 + 6] = 0;
  pixels.fill(205, 0, 10);
  pixels[6] = 0;
  return Buffer.concat([Buffer.from('P5\n# map_saver\n10 4\n255\n', 'ascii'), pixels]);
}

describe('OccupancyGrid', () => {
  it('reads occupied cells as map_server does, rows from the top, and nothing outside the image', () => {
    const grid = OccupancyGrid.read(header, pgm());
    expect(grid).not.toBeNull();
    expect(grid?.occupiedAt({ x: 2.2, y: 0 })).toBe(true);
    expect(grid?.occupiedAt({ x: 1.5, y: 0 })).toBe(false);
    // Unknown (205) is not occupied.
    expect(grid?.occupiedAt({ x: 0, y: 0.8 })).toBe(false);
    expect(grid?.occupiedAt({ x: 2.2, y: 5 })).toBe(false);
    expect(grid?.segmentBlocked({ x: 0, y: 0 }, { x: 3.5, y: 0 })).toBe(true);
    expect(grid?.segmentBlocked({ x: 0, y: 0 }, { x: 1.5, y: 0.5 })).toBe(false);
    // negate reverses the grey levels.
    expect(OccupancyGrid.read({ ...header, negate: true }, pgm())?.occupiedAt({ x: 1.5, y: 0 })).toBe(true);
    expect(OccupancyGrid.read(header, Buffer.from('not an image'))).toBeNull();
  });

  it('closes the routes that cross an occupied cell to the route graph', () => {
    const message: FloorGraphMessage = {
      type: 'floorGraph', floorId: 1, revision: 1,
      waypoints: [{ id: 1, type: 1, x: 0, y: 0, yaw: 0 }, { id: 2, type: 1, x: 3.5, y: 0, yaw: 0 }],
      routes: [{ from: 1, to: 2, twoWay: true, laneWidth: 1 }],
      areas: [],
    };
    expect(new RouteGraph(message, 1).plan({ x: 0, y: 0 }, 2)).toEqual([1, 2]);
    expect(new RouteGraph(message, 1, OccupancyGrid.read(header, pgm())).plan({ x: 0, y: 0 }, 2)).toBeNull();
  });
});
