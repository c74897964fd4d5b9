/** Clock probe interval; the pongs also keep idle proxies from dropping the socket. */
export const PING_INTERVAL_MS = 15_000;
/**
 * How long a ping may wait for its pong before the socket counts as dead. The server answers at
 * once; 10 s leaves room for a pong queued behind a backlog of robot states on a slow link.
 */
export const PONG_DEADLINE_MS = 10_000;

/**
 * Pings the server while the stream is ready: each pong corrects the clock offset, and a ping
 * left unanswered past its deadline reports the socket dead.
 */
export class PingMonitor {
  private intervalTimer: ReturnType<typeof setInterval> | null = null;
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  private clockOffsetMs = 0;

  constructor(
    private readonly send: (text: string) => void,
    private readonly onDead: () => void,
    private readonly now: () => number,
  ) {}

  /** The browser clock corrected by the offset measured with ping/pong. */
  serverNow(): number {
    return this.now() + this.clockOffsetMs;
  }

  /** Pings now and every `PING_INTERVAL_MS` until stopped. */
  start(): void {
    this.stop();
    this.ping();
    this.intervalTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
  }

  /** Stops pinging and forgets the outstanding deadline. */
  stop(): void {
    if (this.intervalTimer) clearInterval(this.intervalTimer);
    this.intervalTimer = null;
    this.clearDeadline();
  }

  /** Takes a pong: the socket is alive and the clock offset is measured again. */
  pong(ts: number, serverTime: number): void {
    this.clearDeadline();
    // Half the round trip is the best guess of when the server read its clock.
    this.clockOffsetMs = serverTime - (ts + this.now()) / 2;
  }

  private ping(): void {
    this.send(JSON.stringify({ type: 'ping', ts: this.now() }));
    // An earlier ping still unanswered keeps its own, earlier deadline.
    this.deadlineTimer ??= setTimeout(() => {
      this.deadlineTimer = null;
      this.stop();
      this.onDead();
    }, PONG_DEADLINE_MS);
  }

  private clearDeadline(): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
  }
}
