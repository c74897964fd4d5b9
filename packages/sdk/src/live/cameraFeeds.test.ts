import { describe, expect, it } from 'vitest';
import { encodeCameraFrame } from '@fleetdeck/model';
import { CAMERA_STALE_MS, CameraFeeds } from './cameraFeeds.js';

function urls() {
  let n = 0;
  const live = new Set<string>();
  return {
    live,
    create: (jpeg: Uint8Array) => {
      const url = `blob:${++n}:${jpeg.length}`;
      live.add(url);
      return url;
    },
    revoke: (url: string) => void live.delete(url),
  };
}

const frame = (serialNo: string | undefined, ts: number, bytes = 3) =>
  encodeCameraFrame({ serialNo, camera: 'v1', ts, frameSeq: 1, width: 320, height: 200 }, new Uint8Array(bytes).fill(0xff));

describe('CameraFeeds', () => {
  it('decodes frames of watched cameras into object URLs and revokes the previous one', () => {
    const u = urls();
    const feeds = new CameraFeeds(u);
    expect(feeds.addViewer('R1', 'v1')).toBe(true);
    expect(feeds.addViewer('R1', 'v1')).toBe(false);
    expect(feeds.receive(frame('R1', 1000, 5), 1100, 1080)).toBe(true);
    const first = feeds.view('R1', 'v1', 1100);
    expect(first).toEqual({ frameUrl: 'blob:1:5', frameAt: 1000, latencyMs: 80, stale: false });
    feeds.receive(frame('R1', 1200), 1300, 1250);
    expect(feeds.view('R1', 'v1', 1300).frameUrl).toBe('blob:2:3');
    expect([...u.live]).toEqual(['blob:2:3']);
  });

  it('ignores other robots, headers without a serial number, older frames and garbage', () => {
    const feeds = new CameraFeeds(urls());
    feeds.addViewer('R1', 'v1');
    expect(feeds.receive(frame('R2', 1000), 0, 0)).toBe(false);
    expect(feeds.receive(frame(undefined, 1000), 0, 0)).toBe(false);
    expect(feeds.receive(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), 0, 0)).toBe(false);
    feeds.receive(frame('R1', 2000), 2000, 2000);
    expect(feeds.receive(frame('R1', 1500), 2100, 2100)).toBe(false);
  });

  it('marks a feed stale after a second without frames and frees it with its last viewer', () => {
    const u = urls();
    const feeds = new CameraFeeds(u);
    feeds.addViewer('R1', 'v1');
    expect(feeds.view('R1', 'v1', 0).stale).toBe(true);
    feeds.receive(frame('R1', 5000), 5000, 5000);
    expect(feeds.view('R1', 'v1', 5000 + CAMERA_STALE_MS).stale).toBe(false);
    expect(feeds.view('R1', 'v1', 5001 + CAMERA_STALE_MS).stale).toBe(true);
    feeds.addViewer('R1', 'v1');
    expect(feeds.removeViewer('R1', 'v1')).toBe(false);
    expect(feeds.removeViewer('R1', 'v1')).toBe(true);
    expect(u.live.size).toBe(0);
    expect(feeds.watched()).toEqual([]);
  });
});
