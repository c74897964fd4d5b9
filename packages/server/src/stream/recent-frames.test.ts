import { describe, expect, it } from 'vitest';
import { RECENT_FRAME_MS, RecentFrames } from './recent-frames.js';

describe('RecentFrames', () => {
  it('gives the newest frame while it is recent, and nothing once it is older', () => {
    const frames = new RecentFrames();
    frames.keep(1, Buffer.from('old'), 1000);
    frames.keep(1, Buffer.from('new'), 1500);
    expect(frames.recent(1, 1500 + RECENT_FRAME_MS)?.toString()).toBe('new');
    expect(frames.recent(1, 1501 + RECENT_FRAME_MS)).toBeUndefined();
    expect(frames.size).toBe(0);
    expect(frames.recent(2, 0)).toBeUndefined();
  });

  it('sweeps stale frames and forgets removed robots', () => {
    const frames = new RecentFrames();
    frames.keep(1, Buffer.from('a'), 0);
    frames.keep(2, Buffer.from('b'), RECENT_FRAME_MS);
    frames.keep(3, Buffer.from('c'), RECENT_FRAME_MS);
    frames.sweep(RECENT_FRAME_MS + 1);
    frames.forget(3);
    expect(frames.size).toBe(1);
    expect(frames.recent(2, RECENT_FRAME_MS + 1)?.toString()).toBe('b');
  });
});
