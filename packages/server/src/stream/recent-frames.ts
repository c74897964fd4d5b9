/**
 * How old a robot's newest camera frame may be and still go to a browser the moment it turns the
 * camera on. A reloaded teleop page turns the camera off and on again within about a second; the
 * robot needs a command round trip and an encode before its next frame, so the page would show a
 * black box meanwhile. The frame carries its capture time, so the page shows its real latency.
 */
export const RECENT_FRAME_MS = 2000;

/** The newest relayed camera frame of each robot that streamed lately, for a viewer who just arrived. */
export class RecentFrames {
  private readonly frames = new Map<number, { bytes: Uint8Array; at: number }>();

  /** Keeps a robot's newest relayed frame. */
  keep(robotId: number, bytes: Uint8Array, now = Date.now()): void {
    this.frames.set(robotId, { bytes, at: now });
  }

  /** The robot's frame if it is at most RECENT_FRAME_MS old. */
  recent(robotId: number, now = Date.now()): Uint8Array | undefined {
    const frame = this.frames.get(robotId);
    if (!frame) return undefined;
    if (now - frame.at > RECENT_FRAME_MS) {
      this.frames.delete(robotId);
      return undefined;
    }
    return frame.bytes;
  }

  /** Drops a removed robot's frame. */
  forget(robotId: number): void {
    this.frames.delete(robotId);
  }

  /** Drops every frame too old to be shown, so robots that stopped streaming hold no memory. */
  sweep(now = Date.now()): void {
    for (const [robotId, frame] of this.frames) if (now - frame.at > RECENT_FRAME_MS) this.frames.delete(robotId);
  }

  get size(): number {
    return this.frames.size;
  }
}
