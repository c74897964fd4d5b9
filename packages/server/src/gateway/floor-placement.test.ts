import { describe, expect, it } from 'vitest';
import { FLOOR_RECHECK_MS, FloorPlacement } from './floor-placement.js';

describe('FloorPlacement', () => {
  it('places a robot on a floor of its building and raises nothing', () => {
    const placement = new FloorPlacement([3, 4], () => Promise.resolve([3, 4]), () => 0);
    expect(placement.place(4, 10)).toEqual({ floorId: 4, event: null });
  });

  it('does not place a robot on an unknown floor, warns once, and clears the warning once it is back', () => {
    const placement = new FloorPlacement([3, 4], () => Promise.resolve([3, 4]), () => 0);
    expect(placement.place(99, 100)).toEqual({
      floorId: null,
      event: { ts: 100, kind: 'floor', code: 'UNKNOWN_FLOOR', level: 5, active: true, data: { floorId: 99, floorIds: [3, 4] } },
    });
    expect(placement.place(99, 200)).toEqual({ floorId: null, event: null });
    // Another unknown floor is a new warning.
    expect(placement.place(98, 300).event).toMatchObject({ active: true, data: { floorId: 98 } });
    expect(placement.place(3, 400)).toEqual({
      floorId: 3,
      event: { ts: 400, kind: 'floor', code: 'UNKNOWN_FLOOR', level: 0, active: false, data: { floorId: 3, floorIds: [3, 4] } },
    });
    expect(placement.place(3, 500)).toEqual({ floorId: 3, event: null });
  });

  it('reads the floors again before warning when its list is old, and places the robot on a floor added meanwhile', async () => {
    let floors = [3];
    let reads = 0;
    let now = 0;
    const placement = new FloorPlacement([3], () => {
      reads += 1;
      return Promise.resolve(floors);
    }, () => now);
    floors = [3, 5];
    now = FLOOR_RECHECK_MS + 1;
    expect(placement.place(5)).toEqual({ floorId: null, event: null });
    await placement.settled();
    expect(reads).toBe(1);
    now += 1000;
    expect(placement.place(5)).toEqual({ floorId: 5, event: null });
  });

  it('warns after a fresh read that still lacks the floor', async () => {
    let now = 0;
    const placement = new FloorPlacement([3], () => Promise.resolve([3]), () => now);
    now = FLOOR_RECHECK_MS + 1;
    expect(placement.place(7).event).toBeNull();
    await placement.settled();
    now += 1000;
    expect(placement.place(7).event).toMatchObject({ code: 'UNKNOWN_FLOOR', active: true, data: { floorId: 7, floorIds: [3] } });
  });
});
