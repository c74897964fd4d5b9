import type { WebSocket } from 'ws';

/**
 * How often the server pings each browser on /api/stream (WebSocket ping frames, which browsers
 * answer by themselves). 20 s stays under the 30-60 s idle timeouts of common proxies.
 */
export const STREAM_PING_INTERVAL_MS = 20_000;
/**
 * How long a browser has to answer before it is dropped. A live browser answers within a round
 * trip; 10 s allows for a pong waiting behind a backlog on a slow link. A dropped browser's
 * robots are stopped and its cameras released, as for any other drop.
 */
export const STREAM_PONG_DEADLINE_MS = 10_000;

/**
 * Pings every tracked socket each interval and terminates those that have not answered by the
 * deadline: a browser that vanished without closing (sleeping laptop, lost network) would
 * otherwise keep its subscriptions, cameras and driving state until TCP gives up, which can take
 * many minutes.
 */
export class BrowserHeartbeat {
  private readonly unanswered = new Map<WebSocket, boolean>();
  private intervalTimer: ReturnType<typeof setInterval> | null = null;
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly deadlineMs: number,
  ) {}

  /** Starts pinging. */
  start(): void {
    this.intervalTimer ??= setInterval(() => this.ping(), this.intervalMs);
    this.intervalTimer.unref();
  }

  /** Stops pinging (sockets are left as they are). */
  stop(): void {
    if (this.intervalTimer) clearInterval(this.intervalTimer);
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.intervalTimer = null;
    this.deadlineTimer = null;
  }

  /** Watches a socket until it closes. */
  track(socket: WebSocket): void {
    this.unanswered.set(socket, false);
    socket.on('pong', () => {
      if (this.unanswered.has(socket)) this.unanswered.set(socket, false);
    });
    socket.once('close', () => this.unanswered.delete(socket));
  }

  private ping(): void {
    for (const socket of this.unanswered.keys()) {
      if (socket.readyState !== socket.OPEN) continue;
      this.unanswered.set(socket, true);
      socket.ping();
    }
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = setTimeout(() => this.dropSilent(), this.deadlineMs);
    this.deadlineTimer.unref();
  }

  private dropSilent(): void {
    this.deadlineTimer = null;
    for (const [socket, waiting] of this.unanswered) {
      // No close handshake: a peer that does not answer pings would not answer a close either.
      if (waiting) socket.terminate();
    }
  }
}
