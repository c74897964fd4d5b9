import type { RobotCommand } from '@fleetdeck/model';
import type { RobotCommandAck } from './liveTypes.js';
import { RobotCommandError } from './robotCommandError.js';

/**
 * Default wait for an ack: the protocol treats a missing ack within 1 s as a lost link.
 * @group Live robots
 * @example
 * ```ts
 * // a photo may wait longer than the usual 1 s for its ack
 * await sendRobotCommand(serialNo, { name: 'photo', camera: 'v1' }, { timeoutMs: DEFAULT_COMMAND_TIMEOUT_MS * 5 });
 * ```
 */
export const DEFAULT_COMMAND_TIMEOUT_MS = 1000;

interface PendingCommand {
  text: string;
  sent: boolean;
  timer: ReturnType<typeof setTimeout>;
  resolve: (ack: RobotCommandAck) => void;
  reject: (error: RobotCommandError) => void;
  release: () => void;
}

/** What the tracker needs from the connection. */
export interface CommandLink {
  /** True when commands can go out now. */
  readonly ready: boolean;
  send(text: string): boolean;
  /** Keeps the stream open until the returned function is called. */
  retain(): () => void;
}

/**
 * Commands waiting for their acks, by `ref`: sent at once when the stream is ready or else once it
 * is, resolved by the ack of the same ref, rejected on timeout or when the socket goes.
 */
export class CommandTracker {
  private readonly pending = new Map<number, PendingCommand>();
  private nextRef = 1;

  constructor(private readonly link: CommandLink) {}

  /** Sends a command and resolves with its ack; rejects with a RobotCommandError on timeout or close. */
  command(serialNo: string, command: RobotCommand, timeoutMs = DEFAULT_COMMAND_TIMEOUT_MS): Promise<RobotCommandAck> {
    return new Promise<RobotCommandAck>((resolve, reject) => {
      const ref = this.nextRef++;
      const entry: PendingCommand = {
        text: JSON.stringify({ type: 'command', ref, serialNo, command }),
        sent: false,
        // A command that missed its moment is never sent late: the timeout removes it too.
        timer: setTimeout(() => this.settle(ref, new RobotCommandError('timeout')), timeoutMs),
        resolve,
        reject,
        release: this.link.retain(),
      };
      this.pending.set(ref, entry);
      if (this.link.ready) this.sendPending(entry);
    });
  }

  /** Sends `stop` at once, ahead of anything queued, without waiting for its ack; false when the stream is not ready. */
  stopNow(serialNo: string): boolean {
    if (!this.link.ready) return false;
    return this.link.send(JSON.stringify({ type: 'command', ref: this.nextRef++, serialNo, command: { name: 'stop' } }));
  }

  /** Sends the commands made while the stream was not ready. */
  sendWaiting(): void {
    for (const entry of this.pending.values()) if (!entry.sent) this.sendPending(entry);
  }

  /** Settles the command of an ack. */
  acknowledge(ack: RobotCommandAck): void {
    this.settle(ack.ref, ack);
  }

  /** Rejects every waiting command: the socket they went out on is gone. */
  failAll(): void {
    for (const ref of [...this.pending.keys()]) this.settle(ref, new RobotCommandError('closed'));
  }

  private settle(ref: number, outcome: RobotCommandAck | RobotCommandError): void {
    const entry = this.pending.get(ref);
    if (!entry) return;
    this.pending.delete(ref);
    clearTimeout(entry.timer);
    entry.release();
    if (outcome instanceof RobotCommandError) entry.reject(outcome);
    else entry.resolve(outcome);
  }

  private sendPending(entry: PendingCommand): void {
    if (this.link.send(entry.text)) entry.sent = true;
  }
}
