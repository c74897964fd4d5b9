import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { CameraViewSize, renderCameraView } from './camera-view.js';

describe('renderCameraView', () => {
  it('encodes a decodable JPEG whose picture changes with the robot pose and the time', { timeout: 20_000 }, () => {
    const a = renderCameraView({ pose: { x: 5, y: 5, yaw: 0 }, ts: 0 });
    const b = renderCameraView({ pose: { x: 30, y: 20, yaw: 1 }, ts: 1234 });
    expect([a[0], a[1]]).toEqual([0xff, 0xd8]);
    const decoded = jpeg.decode(a);
    expect([decoded.width, decoded.height]).toEqual([CameraViewSize.width, CameraViewSize.height]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
