import { decodeCameraFrame } from '@fleetdeck/model';
import type { RobotCameraView } from './liveTypes.js';

/**
 * No frame for this long marks a camera view stale (teleop locks driving then).
 * @group Live robots
 * @example
 * ```ts
 * const frozen = view.frameAt !== undefined && Date.now() - view.frameAt > CAMERA_STALE_MS; // view.stale says the same
 * ```
 */
export const CAMERA_STALE_MS = 1000;

/**
 * A newest frame older than this when it arrived also marks the view stale: frames that keep
 * coming but show the world as it was seconds ago are as unsafe to drive by as no frames. One
 * second matches the no-frame limit, so the operator never steers by a picture over a second old,
 * yet it stays well above the few hundred ms of a healthy link (the simulator's JPEG encode alone
 * is ~70 ms). The figure is the latency the page shows, measured on the server's clock (the
 * stream's ping offset removes browser skew). A robot clock behind the server's reads as extra
 * latency and locks driving (the safe side); one ahead reads as 0 and leaves the no-frame limit.
 */
export const CAMERA_MAX_LATENCY_MS = 1000;

/** Turns JPEG bytes into a URL an <img> can show, and frees it again. */
export interface ObjectUrls {
  create(jpeg: Uint8Array): string;
  revoke(url: string): void;
}

interface Feed {
  serialNo: string;
  camera: string;
  viewers: number;
  frameUrl: string | undefined;
  frameAt: number | undefined;
  latencyMs: number | undefined;
  /** Browser clock when the newest frame arrived. */
  receivedAt: number | undefined;
  listeners: Set<() => void>;
}

/** The key of one robot camera. */
export function cameraKey(serialNo: string, camera: string): string {
  return `${serialNo}\u0000${camera}`;
}

/**
 * Camera feeds the page watches: viewer counts per robot camera, and the newest frame of each
 * as an object URL (the previous URL is revoked, so a long session does not leak JPEGs).
 */
export class CameraFeeds {
  private readonly feeds = new Map<string, Feed>();

  constructor(private readonly urls: ObjectUrls) {}

  /** Counts a viewer in; true when it is the first one (the camera must be turned on). */
  addViewer(serialNo: string, camera: string): boolean {
    const key = cameraKey(serialNo, camera);
    const feed = this.feeds.get(key);
    if (feed) {
      feed.viewers += 1;
      return false;
    }
    this.feeds.set(key, {
      serialNo, camera, viewers: 1, frameUrl: undefined, frameAt: undefined, latencyMs: undefined, receivedAt: undefined,
      listeners: new Set(),
    });
    return true;
  }

  /** Counts a viewer out; true when it was the last one (the camera must be turned off). */
  removeViewer(serialNo: string, camera: string): boolean {
    const key = cameraKey(serialNo, camera);
    const feed = this.feeds.get(key);
    if (!feed) return false;
    feed.viewers -= 1;
    if (feed.viewers > 0) return false;
    if (feed.frameUrl) this.urls.revoke(feed.frameUrl);
    this.feeds.delete(key);
    return true;
  }

  /** Every watched camera, to turn on again after a reconnect. */
  watched(): Array<{ serialNo: string; camera: string }> {
    return [...this.feeds.values()].map(({ serialNo, camera }) => ({ serialNo, camera }));
  }

  /** Whether any camera of this robot is watched. */
  watches(serialNo: string): boolean {
    for (const feed of this.feeds.values()) if (feed.serialNo === serialNo) return true;
    return false;
  }

  /**
   * Takes one binary stream message. `serverNow` is the browser clock corrected to the
   * server's, so the latency does not include the skew between the two clocks.
   * Returns false when the message is not a frame of a watched camera.
   */
  receive(data: Uint8Array, now: number, serverNow: number): boolean {
    const frame = decodeCameraFrame(data);
    if (!frame?.header.serialNo) return false;
    const feed = this.feeds.get(cameraKey(frame.header.serialNo, frame.header.camera));
    if (!feed) return false;
    // An older frame overtaken by a newer one is not worth showing.
    if (feed.frameAt !== undefined && frame.header.ts < feed.frameAt) return false;
    const previous = feed.frameUrl;
    feed.frameUrl = this.urls.create(frame.jpeg);
    if (previous) this.urls.revoke(previous);
    feed.frameAt = frame.header.ts;
    feed.latencyMs = Math.max(0, Math.round(serverNow - frame.header.ts));
    feed.receivedAt = now;
    for (const listener of [...feed.listeners]) listener();
    return true;
  }

  /** The view of one camera at browser time `now`: stale without a frame for a second or with a late newest frame. */
  view(serialNo: string, camera: string, now: number): RobotCameraView {
    const feed = this.feeds.get(cameraKey(serialNo, camera));
    if (!feed) return { frameUrl: undefined, frameAt: undefined, latencyMs: undefined, stale: true };
    const noRecentFrame = feed.receivedAt === undefined || now - feed.receivedAt > CAMERA_STALE_MS;
    const tooLate = feed.latencyMs !== undefined && feed.latencyMs > CAMERA_MAX_LATENCY_MS;
    const stale = noRecentFrame || tooLate;
    return { frameUrl: feed.frameUrl, frameAt: feed.frameAt, latencyMs: feed.latencyMs, stale };
  }

  /** Calls `listener` on every new frame of one camera; returns the unsubscribe function. */
  listen(serialNo: string, camera: string, listener: () => void): () => void {
    const feed = this.feeds.get(cameraKey(serialNo, camera));
    if (!feed) return () => undefined;
    feed.listeners.add(listener);
    return () => {
      feed.listeners.delete(listener);
    };
  }
}
