import { describe, expect, it } from 'vitest';
import { glideTo, gliding, poseAt } from './markerMotion.js';

describe('marker glides between reports', () => {
  it('moves linearly over one interval and rests at the report', () => {
    const first = glideTo(undefined, { x: 0, y: 0, yaw: 0 }, 0);
    const next = glideTo(first, { x: 1, y: 2, yaw: 0 }, 1000);
    expect(poseAt(next, 1500)).toEqual({ x: 0.5, y: 1, yaw: 0 });
    expect(poseAt(next, 2500)).toEqual({ x: 1, y: 2, yaw: 0 });
    expect(gliding(next, 1500)).toBe(true);
    expect(gliding(next, 2000)).toBe(false);
  });

  it('turns the shorter way round and starts a new glide from where the marker is drawn', () => {
    const a = glideTo(glideTo(undefined, { x: 0, y: 0, yaw: 3 }, 0), { x: 0, y: 0, yaw: -3 }, 0);
    expect(poseAt(a, 500).yaw).toBeGreaterThan(3);
    const mid = glideTo(glideTo(glideTo(undefined, { x: 0, y: 0, yaw: 0 }, 0), { x: 2, y: 0, yaw: 0 }, 0), { x: 2, y: 2, yaw: 0 }, 500);
    expect(mid.from).toEqual({ x: 1, y: 0, yaw: 0 });
  });

  it('jumps rather than glides across a relocalization', () => {
    const jump = glideTo(glideTo(undefined, { x: 0, y: 0, yaw: 0 }, 0), { x: 50, y: 0, yaw: 0 }, 10);
    expect(poseAt(jump, 10)).toEqual({ x: 50, y: 0, yaw: 0 });
  });
});
