import type WebSocket from 'ws';
import { RobotMessages, type AckMessage, type CommandMessage, type RobotCommand, type RobotCommandName, type RobotPhoto } from '@fleetdeck/model';
import type { LiveRobot } from './live-robots.js';
import type { FloorPlacement } from './floor-placement.js';
import { FairCommandQueue, SERVER_SENDER, type CommandSender } from './command-queue.js';

/** What became of a command: the robot's ack, or the server's reason it got none. */
export interface CommandOutcome {
  result: AckMessage['result'];
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
}

/** A robot that does not ack within this time is answered `error ACK_TIMEOUT`. */
export const ACK_TIMEOUT_MS = 10_000;

interface Pending {
  name: RobotCommandName;
  resolve(outcome: CommandOutcome): void;
  timer: ReturnType<typeof setTimeout>;
  queued: boolean;
}

interface Waiting {
  command: RobotCommand;
  resolve(outcome: CommandOutcome): void;
}

/** The server's refusal of a command that would wait beyond CommandQueueLimits. */
export const QUEUE_FULL: CommandOutcome = {
  result: 'rejected',
  code: 'COMMAND_QUEUE_FULL',
  message: RobotMessages.commandQueueFull.en,
};

/**
 * One connected robot: its socket, command sequence and queue. Teleop and stop go out at once (a
 * stop is never refused); other commands go one at a time, taken from the senders in turn, and are
 * refused `COMMAND_QUEUE_FULL` past the queue's caps; a stop empties the queue (those are answered `cancelled`).
 */
export class RobotSession {
  lastMessageAt = Date.now();
  /**
   * Photos being stored, by the seq of the `photo` command they answer; the ack waits for its photo.
   * An entry lasts only while its command is open: settling the command (ack or timeout) drops it.
   */
  readonly photos = new Map<number, Promise<RobotPhoto | null>>();
  /** The floor graph last sent to the robot (gateway `floorGraph`), so it is sent again only when it changed. */
  graphSent: { floorId: number; revision: number } | null = null;
  /** The floor map last sent to the robot (its browser PNG's file id), so each map goes once. */
  mapSent: { floorId: number; fileId: number } | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  private inFlight: number | null = null;
  private closed = false;

  constructor(
    readonly socket: WebSocket,
    readonly robot: LiveRobot,
    /** Checks the floors the robot reports against its building's. */
    readonly floors: FloorPlacement,
    /** Commands waiting behind the one in flight; the gateway passes one sharing its per-sender quota. */
    private readonly waiting: FairCommandQueue<Waiting> = new FairCommandQueue(),
  ) {}

  /** Whether `seq` is a `photo` command still waiting for its answer (so a photo for it is expected). */
  awaitsPhoto(seq: number): boolean {
    return this.pending.get(seq)?.name === 'photo';
  }

  /** Sends a command of `sender`; resolves with the ack (or a server-side outcome). */
  send(command: RobotCommand, sender: CommandSender = SERVER_SENDER): Promise<CommandOutcome> {
    if (this.closed) return Promise.resolve({ result: 'error', code: 'ROBOT_OFFLINE' });
    return new Promise((resolve) => {
      if (command.name === 'stop') {
        for (const w of this.waiting.drain()) w.resolve({ result: 'cancelled', code: 'STOPPED' });
        this.transmit(command, resolve, false);
      } else if (command.name === 'teleop') {
        this.transmit(command, resolve, false);
      } else if (this.inFlight === null) {
        this.transmit(command, resolve, true);
      } else if (!this.waiting.push(sender, { command, resolve })) {
        resolve(QUEUE_FULL);
      }
    });
  }

  /** Takes an ack from the robot. */
  ack(ack: AckMessage): void {
    const pending = this.pending.get(ack.seq);
    if (!pending) return;
    this.settle(ack.seq, pending, {
      result: ack.result,
      ...(ack.code !== undefined ? { code: ack.code } : {}),
      ...(ack.message !== undefined ? { message: ack.message } : {}),
      ...(ack.data !== undefined ? { data: ack.data } : {}),
    });
  }

  /** Number of commands waiting behind the one in flight. */
  get queueLength(): number {
    return this.waiting.length;
  }

  /** The socket is gone: every open command is answered `error ROBOT_OFFLINE`. */
  close(): void {
    this.closed = true;
    for (const [seq, p] of this.pending) {
      clearTimeout(p.timer);
      this.pending.delete(seq);
      p.resolve({ result: 'error', code: 'ROBOT_OFFLINE' });
    }
    for (const w of this.waiting.drain()) w.resolve({ result: 'error', code: 'ROBOT_OFFLINE' });
    this.inFlight = null;
    this.photos.clear();
  }

  private transmit(command: RobotCommand, resolve: (o: CommandOutcome) => void, queued: boolean): void {
    const seq = ++this.seq;
    const timer = setTimeout(() => {
      const p = this.pending.get(seq);
      if (p) this.settle(seq, p, { result: 'error', code: 'ACK_TIMEOUT' });
    }, ACK_TIMEOUT_MS);
    timer.unref();
    this.pending.set(seq, { name: command.name, resolve, timer, queued });
    if (queued) this.inFlight = seq;
    const message: CommandMessage = { type: 'command', seq, ts: Date.now(), command };
    this.socket.send(JSON.stringify(message));
  }

  private settle(seq: number, pending: Pending, outcome: CommandOutcome): void {
    clearTimeout(pending.timer);
    this.pending.delete(seq);
    this.photos.delete(seq);
    pending.resolve(outcome);
    if (pending.queued && this.inFlight === seq) {
      this.inFlight = null;
      const next = this.waiting.shift();
      if (next) this.transmit(next.command, next.resolve, true);
    }
  }
}
