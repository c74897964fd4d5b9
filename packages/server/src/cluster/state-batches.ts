/**
 * How long a robot's state may wait to go to the other processes with its building's others. One
 * NATS message per robot per second cost each process more than the states themselves at 5,000
 * robots; gathered, a building's changes go a few dozen times a second whatever the fleet.
 */
export const STATE_BATCH_MS = 25;

/** Live-state notices of the robots held here, gathered per subject and published together. */
export class StateBatches<Notice extends { id: number }> {
  private pending = new Map<string, Map<number, Notice>>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (subject: string, notices: Notice[]) => void,
    private readonly delayMs = STATE_BATCH_MS,
  ) {}

  /** Queues a robot's latest state, replacing one of it still waiting. */
  add(subject: string, notice: Notice): void {
    let notices = this.pending.get(subject);
    if (!notices) this.pending.set(subject, (notices = new Map()));
    notices.set(notice.id, notice);
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.delayMs);
      this.timer.unref();
    }
  }

  /** Drops a robot's waiting state: a newer one went out on its own and must not be followed by it. */
  drop(id: number): void {
    for (const notices of this.pending.values()) notices.delete(id);
  }

  /** Publishes every waiting state now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = new Map();
    for (const [subject, notices] of pending) if (notices.size > 0) this.send(subject, [...notices.values()]);
  }
}
