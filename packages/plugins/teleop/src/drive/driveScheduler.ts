import { Gateway } from '@fleetdeck/model';

/** One way to drive; several may be held at once (forward and left curves left). */
export type DriveDirection = 'forward' | 'backward' | 'left' | 'right';

/** A teleop velocity as the gateway protocol carries it. */
export interface DriveVelocity {
  linear: number;
  angular: number;
}

/** What the scheduler needs from the page: how to send teleop and stop, and the timing. */
export interface DriveSchedulerOptions {
  /** Sends one `teleop` command with the velocity of the held directions. */
  sendTeleop(velocity: DriveVelocity, deadmanMs: number): void;
  /** Sends `stop` at once (the caller bypasses any queue). */
  sendStop(): void;
  /** Re-send period while held; the dead-man interval is 500 ms, so it must stay well below. */
  repeatMs?: number;
  /** Velocity of a held direction, m/s and rad/s. */
  linearSpeed?: number;
  angularSpeed?: number;
}

/** Re-send period while a drive key is held (the protocol asks for at least every 200 ms). */
export const DRIVE_REPEAT_MS = 150;
/** Dead-man interval every teleop command carries: a robot that hears nothing for this long stops. */
export const DRIVE_DEADMAN_MS = Gateway.teleopDeadmanMs;

/** The velocity of a set of held directions; opposite directions cancel out. */
export function velocityFor(held: Iterable<DriveDirection>, linearSpeed: number, angularSpeed: number): DriveVelocity {
  const set = new Set(held);
  const linear = (set.has('forward') ? 1 : 0) - (set.has('backward') ? 1 : 0);
  const angular = (set.has('left') ? 1 : 0) - (set.has('right') ? 1 : 0);
  return { linear: linear * linearSpeed, angular: angular * angularSpeed };
}

/**
 * Turns held keys and buttons into the teleop stream a robot's dead-man rule expects: a command at
 * once on press, again every `repeatMs` while anything is held, and one `stop` when the last
 * source is released, the window loses focus, or driving becomes locked.
 */
export class DriveScheduler {
  private readonly held = new Map<string, DriveDirection>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private locked = false;
  private readonly repeatMs: number;
  private readonly linearSpeed: number;
  private readonly angularSpeed: number;

  constructor(private readonly options: DriveSchedulerOptions) {
    this.repeatMs = Math.min(options.repeatMs ?? DRIVE_REPEAT_MS, 200);
    this.linearSpeed = options.linearSpeed ?? 0.5;
    this.angularSpeed = options.angularSpeed ?? 1.0;
  }

  /** Whether anything is held right now. */
  get driving(): boolean {
    return this.held.size > 0;
  }

  /** Directions held right now. */
  get directions(): DriveDirection[] {
    return [...new Set(this.held.values())];
  }

  /** A key or button (`source`) starts holding a direction; ignored while locked. */
  press(source: string, direction: DriveDirection): boolean {
    if (this.locked) return false;
    if (this.held.get(source) === direction) return true;
    this.held.set(source, direction);
    this.tick();
    this.timer ??= setInterval(() => this.tick(), this.repeatMs);
    return true;
  }

  /** A key or button lets go; the last one to let go stops the robot. */
  release(source: string): void {
    if (!this.held.delete(source)) return;
    if (this.held.size === 0) this.halt();
    else this.tick();
  }

  /** Lets go of everything (window blur, page hidden, lost link); stops when something was held. */
  releaseAll(): void {
    if (this.held.size === 0) return;
    this.held.clear();
    this.halt();
  }

  /** Lets go of everything without a stop of its own: the caller sends the stop (the Stop button). */
  cancel(): void {
    this.held.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Locks or unlocks driving; locking while driving stops the robot. */
  setLocked(locked: boolean): void {
    this.locked = locked;
    if (locked) this.releaseAll();
  }

  /** Stops timers without sending anything further (the page is going away after its own stop). */
  dispose(): void {
    this.releaseAll();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    this.options.sendTeleop(velocityFor(this.held.values(), this.linearSpeed, this.angularSpeed), DRIVE_DEADMAN_MS);
  }

  private halt(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.options.sendStop();
  }
}
