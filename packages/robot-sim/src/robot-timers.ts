type Timer = ReturnType<typeof setTimeout>;

/** The robot's own timers: the teleop dead-man and delayed effects, all cancelled when it is disposed. */
export class RobotTimers {
  private deadman: Timer | null = null;
  private readonly pending = new Set<Timer>();

  /** (Re)starts the dead-man timer: `onSilence` runs unless it is re-armed or disarmed within `ms`. */
  armDeadman(ms: number, onSilence: () => void): void {
    this.disarmDeadman();
    this.deadman = setTimeout(() => {
      this.deadman = null;
      onSilence();
    }, ms);
  }

  disarmDeadman(): void {
    if (this.deadman) clearTimeout(this.deadman);
    this.deadman = null;
  }

  /** Runs `fn` after `ms` unless the robot is disposed first. */
  later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.pending.delete(t);
      fn();
    }, ms);
    this.pending.add(t);
  }

  dispose(): void {
    this.disarmDeadman();
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }
}
