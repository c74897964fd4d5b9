import { describe, expect, it } from 'vitest';
import { mp4FrameSeconds } from './mp4FrameSeconds.js';

/** A box: 32-bit size, four-letter name, then its content. */
function box(type: string, ...content: number[][]): number[] {
  const body = content.flat();
  const size = 8 + body.length;
  return [size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255, ...[...type].map((c) => c.charCodeAt(0)), ...body];
}
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('mp4FrameSeconds', () => {
  it("reads one frame's length from the first track's time scale and first sample duration", () => {
    const mdhd = box('mdhd', [0, 0, 0, 0], u32(0), u32(0), u32(16384), u32(983040), [0, 0, 0, 0]);
    const stts = box('stts', [0, 0, 0, 0], u32(1), u32(120), u32(8192));
    const file = new Uint8Array([...box('ftyp', [105, 115, 111, 109]), ...box('moov', box('trak', box('mdia', mdhd, box('minf', box('stbl', stts)))))]);
    expect(mp4FrameSeconds(file)).toBe(0.5);
  });

  it('answers nothing for a head without an index', () => {
    expect(mp4FrameSeconds(new Uint8Array([...box('ftyp', [105, 115, 111, 109]), ...box('mdat', [1, 2, 3])]))).toBeUndefined();
  });
});
