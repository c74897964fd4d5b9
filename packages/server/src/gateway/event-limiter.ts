import { GatewayLimits } from '@fleetdeck/model';

/** What became of one event offered to the limiter. */
export type EventAdmission =
  | { admitted: true }
  /**
   * Over the robot's rate: refused. `notice` is set on the first refusal of a notice window (tell
   * the robot and log it then, not per event), with how many were refused since the last notice.
   */
  | { admitted: false; retryAfterMs: number; notice: { refusedSinceLastNotice: number } | null };

interface Bucket {
  tokens: number;
  at: number;
  /** When the robot was last told it is over its rate (-Infinity: never). */
  noticeAt: number;
  /** Events refused since then. */
  refused: number;
}

/**
 * Per-robot token bucket for stored events: `burst` at once, `perSecond` over time. Kept by robot
 * id, not by connection, so reconnecting does not refill it.
 */
export class EventLimiter {
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    private readonly burst: number = GatewayLimits.eventBurst,
    private readonly perSecond: number = GatewayLimits.eventsPerSecond,
    private readonly noticeMs: number = GatewayLimits.limitNoticeMs,
  ) {}

  /** Takes one event of `robotId` at `now` (ms). */
  take(robotId: number, now: number): EventAdmission {
    let bucket = this.buckets.get(robotId);
    if (!bucket) this.buckets.set(robotId, (bucket = { tokens: this.burst, at: now, noticeAt: Number.NEGATIVE_INFINITY, refused: 0 }));
    bucket.tokens = Math.min(this.burst, bucket.tokens + (Math.max(0, now - bucket.at) * this.perSecond) / 1000);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { admitted: true };
    }
    const retryAfterMs = Math.ceil(((1 - bucket.tokens) * 1000) / this.perSecond);
    if (now - bucket.noticeAt < this.noticeMs) {
      bucket.refused++;
      return { admitted: false, retryAfterMs, notice: null };
    }
    const notice = { refusedSinceLastNotice: bucket.refused + 1 };
    bucket.noticeAt = now;
    bucket.refused = 0;
    return { admitted: false, retryAfterMs, notice };
  }
}
