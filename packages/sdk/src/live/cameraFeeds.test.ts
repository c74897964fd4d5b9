import { describe, expect, it } from 'vitest';
import { encodeCameraFrame } from '@fleetdeck/model';
import { CAMERA_MAX_LATENCY_MS, CAMERA_STALE_MS, CameraFeeds } from './cameraFeeds.js';

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

  it('marks a feed stale while frames keep arriving but show a moment over the tolerated latency ago', () => {
    const feeds = new CameraFeeds(urls());
    feeds.addViewer('R1', 'v1');
    // Every 100 ms a frame arrives, each captured CAMERA_MAX_LATENCY_MS + 1 ms before (server clock).
    for (let t = 10_000; t < 12_000; t += 100) {
      feeds.receive(frame('R1', t - CAMERA_MAX_LATENCY_MS - 1), t, t);
      expect(feeds.view('R1', 'v1', t)).toMatchObject({ latencyMs: CAMERA_MAX_LATENCY_MS + 1, stale: true });
    }
    // A frame exactly at the limit is still fresh; the lag clears as soon as a timely frame arrives.
    feeds.receive(frame('R1', 12_000 - CAMERA_MAX_LATENCY_MS), 12_000, 12_000);
    expect(feeds.view('R1', 'v1', 12_000).stale).toBe(false);
    feeds.receive(frame('R1', 12_050), 12_100, 12_100);
    expect(feeds.view('R1', 'v1', 12_100)).toMatchObject({ latencyMs: 50, stale: false });
  });

  it('judges the latency on the server clock, so a browser clock ahead or behind does not change it', () => {
    const feeds = new CameraFeeds(urls());
    feeds.addViewer('R1', 'v1');
    // The browser clock runs 5 s ahead of the server's; the frame is 200 ms old on the server clock.
    feeds.receive(frame('R1', 20_000), 25_200, 20_200);
    expect(feeds.view('R1', 'v1', 25_200)).toMatchObject({ latencyMs: 200, stale: false });
    // Now 5 s behind, and the frame 1.5 s old: stale although the browser clock says it is from the future.
    feeds.receive(frame('R1', 30_000), 26_500, 31_500);
    expect(feeds.view('R1', 'v1', 26_500)).toMatchObject({ latencyMs: 1500, stale: true });
  });
});
