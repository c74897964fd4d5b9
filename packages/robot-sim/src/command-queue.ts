import type { RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';

interface QueuedCommand {
  seq: number;
  command: RobotCommand;
}

/**
 * Runs queued commands one at a time, in order: each is started by `start`, takes its outcome's
 * duration, and is then handed to `finish` (which acks it) before the next one starts.
 */
export class CommandQueue {
  private readonly waiting: QueuedCommand[] = [];
  private running: { seq: number; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(
    private readonly start: (command: RobotCommand) => Outcome,
    private readonly finish: (seq: number, outcome: Outcome) => void,
  ) {}

  /** Queues command `seq`; it starts at once when nothing else runs. */
  push(seq: number, command: RobotCommand): void {
    this.waiting.push({ seq, command });
    this.runNext();
  }

  /** Drops the running and the waiting commands, telling `cancelled` each one's seq, running first. */
  cancelAll(cancelled: (seq: number) => void): void {
    if (this.running) {
      clearTimeout(this.running.timer);
      cancelled(this.running.seq);
      this.running = null;
    }
    for (const q of this.waiting.splice(0)) cancelled(q.seq);
  }

  /** Drops everything without a word. */
  dispose(): void {
    if (this.running) clearTimeout(this.running.timer);
    this.running = null;
    this.waiting.length = 0;
  }

  private runNext(): void {
    if (this.running) return;
    const next = this.waiting.shift();
    if (!next) return;
    const outcome = this.start(next.command);
    const done = () => {
      this.finish(next.seq, outcome);
      this.runNext();
    };
    if (outcome.durationMs <= 0) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      this.running = null;
      done();
    }, outcome.durationMs);
    this.running = { seq: next.seq, timer };
  }
}
