import type { WebSocket } from 'ws';
import type { StreamServerMessage } from '@fleetdeck/model';
import type { RequestSession } from '../auth/request-session.js';
import { liveStateJson, type LiveRobot } from '../gateway/live-robots.js';
import { buildingsKey, robotsMessage, type TickStates } from './changed-states.js';

/** Above this much unsent data a browser is skipped for a tick and loses camera frames. */
export const SLOW_CLIENT_BYTES = 1024 * 1024;
/** Above this much unsent data a browser is disconnected (close 4408). */
export const STUCK_CLIENT_BYTES = 8 * 1024 * 1024;

/** One browser on /api/stream: who it is, what it follows, what changed since its last tick. */
export class StreamClient {
  session: RequestSession | null = null;
  /** Buildings the user may see, kept current by the session guard (stream/session-revalidation.ts). */
  permitted = new Set<number>();
  /** What the browser last asked to follow (null: everything permitted); undefined before it asked. */
  requested: number[] | null | undefined = undefined;
  subscribed = new Set<number>();
  /** Names the followed buildings: browsers with the same key share each tick's robots message. */
  subscriptionKey = '';
  /**
   * Robots this browser alone still has to get (its snapshot, or the ticks it was too slow for);
   * a Set, so many changes of one robot cost one entry. While empty it gets the shared messages.
   */
  readonly dirty = new Set<LiveRobot>();
  /** Robots whose camera this browser turned on. */
  readonly cameras = new Set<number>();
  /** Robots this browser drove, with the time of its last teleop command. */
  readonly driving = new Map<number, number>();

  constructor(readonly socket: WebSocket) {}

  /** Whether the browser is far enough behind that it should get nothing optional. */
  get slow(): boolean {
    return this.socket.bufferedAmount > SLOW_CLIENT_BYTES;
  }

  /** Sends one JSON message; closes a browser that stopped reading altogether. */
  send(message: StreamServerMessage): void {
    this.sendRaw(JSON.stringify(message));
  }

  /** Follows these buildings from now on. */
  follow(buildingIds: readonly number[]): void {
    this.subscribed = new Set(buildingIds);
    this.subscriptionKey = buildingsKey(buildingIds);
  }

  /**
   * Sends a tick's changes of the followed buildings: the message shared with the browsers that
   * follow the same ones, or, while this one has its own robots to catch up on, those and the
   * tick's in one message of its own (nothing while it is behind).
   */
  flushTick(tick: TickStates): void {
    if (this.dirty.size > 0 || this.slow) {
      for (const robot of tick.robotsOf(this.subscribed)) this.dirty.add(robot);
      this.flush();
      return;
    }
    const message = tick.message(this.subscriptionKey, this.subscribed);
    if (message) this.sendRaw(message);
  }

  /** Sends the latest state of every dirty robot in one message, unless the browser is behind. */
  flush(): void {
    if (this.dirty.size === 0 || this.slow) return;
    const parts: string[] = [];
    for (const robot of this.dirty) parts.push(liveStateJson(robot));
    this.dirty.clear();
    this.sendRaw(robotsMessage(parts));
  }

  /** Sends a binary message unless the browser is behind (frames are droppable). */
  sendBinary(data: Buffer | Uint8Array): void {
    if (this.slow || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(data, { binary: true });
  }

  /** Sends a prepared JSON text, as a string or UTF-8 (one serialization shared by many browsers). */
  sendRaw(text: string | Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > STUCK_CLIENT_BYTES) {
      this.socket.close(4408, 'Too far behind');
      return;
    }
    if (typeof text === 'string') this.socket.send(text);
    else this.socket.send(text, { binary: false });
  }
}
