import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { CameraViewSize, renderCameraView } from './camera-view.js';

/** Rows of decoded RGBA pixels that differ between two JPEGs of the camera view. */
function differingRows(a: Uint8Array, b: Uint8Array): number[] {
  const pa = jpeg.decode(a).data;
  const pb = jpeg.decode(b).data;
  const rowBytes = CameraViewSize.width * 4;
  const rows: number[] = [];
  for (let row = 0; row < CameraViewSize.height; row++) {
    const start = row * rowBytes;
    if (!Buffer.from(pa.subarray(start, start + rowBytes)).equals(Buffer.from(pb.subarray(start, start + rowBytes)))) rows.push(row);
  }
  return rows;
}

describe('renderCameraView', () => {
  it('encodes a decodable JPEG whose picture changes with the robot pose and the time', { timeout: 20_000 }, () => {
    const a = renderCameraView({ pose: { x: 5, y: 5, yaw: 0 }, ts: 0 });
    const b = renderCameraView({ pose: { x: 30, y: 20, yaw: 1 }, ts: 1234 });
    expect([a[0], a[1]]).toEqual([0xff, 0xd8]);
    const decoded = jpeg.decode(a);
    expect([decoded.width, decoded.height]).toEqual([CameraViewSize.width, CameraViewSize.height]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('at one pose draws a different picture at another time, only in its time stamp, and the same picture at the same time', { timeout: 20_000 }, () => {
    const pose = { x: 12, y: 8, yaw: 0.5 };
    const noon = Date.UTC(2026, 0, 1, 12, 0, 0, 0);
    const first = renderCameraView({ pose, ts: noon });
    const again = renderCameraView({ pose, ts: noon });
    const later = renderCameraView({ pose, ts: noon + 1234 });
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
    // The difference is the time stamp in the dark strip along the top, not the floor or the robot.
    const rows = differingRows(first, later);
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.max(...rows)).toBeLessThan(16);
  });
});
