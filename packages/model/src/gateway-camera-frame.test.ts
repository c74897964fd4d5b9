import { describe, expect, it } from 'vitest';
import { decodeCameraFrame, encodeCameraFrame } from './gateway-camera-frame.js';

describe('camera frame wire format', () => {
  it('round-trips header and JPEG bytes', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]);
    const header = { serialNo: 'UGO-001', camera: 'v1', ts: 1700000000123, frameSeq: 7, width: 320, height: 240 };
    const decoded = decodeCameraFrame(encodeCameraFrame(header, jpeg));
    expect(decoded?.header).toEqual(header);
    expect(Array.from(decoded?.jpeg ?? [])).toEqual(Array.from(jpeg));
  });

  it('rejects data without the magic prefix or with a broken header', () => {
    expect(decodeCameraFrame(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toBeNull();
    const good = encodeCameraFrame({ camera: 'v1', ts: 1, frameSeq: 1, width: 1, height: 1 }, new Uint8Array([9]));
    const truncated = good.subarray(0, 10);
    expect(decodeCameraFrame(truncated)).toBeNull();
  });

  it('carries the seq of the photo command on a photo, and refuses a photo seq that is not a whole number', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const photo = { camera: 'v2', ts: 5, frameSeq: 3, width: 160, height: 120, photoSeq: 12 };
    expect(decodeCameraFrame(encodeCameraFrame(photo, jpeg))?.header.photoSeq).toBe(12);
    expect(decodeCameraFrame(encodeCameraFrame({ ...photo, photoSeq: 1.5 }, jpeg))).toBeNull();
    expect(decodeCameraFrame(encodeCameraFrame({ ...photo, photoSeq: -1 }, jpeg))).toBeNull();
    // A camera frame has no photo seq.
    expect(decodeCameraFrame(encodeCameraFrame({ camera: 'v1', ts: 1, frameSeq: 1, width: 1, height: 1 }, jpeg))?.header.photoSeq).toBeUndefined();
  });
});
