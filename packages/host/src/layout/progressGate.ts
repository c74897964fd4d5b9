/** Starts a timer and answers how to cancel it (setTimeout in the app, fake timers in tests). */
export type Schedule = (run: () => void, ms: number) => () => void;

/** Timers and clock the gate runs on. */
export interface GateClock {
  schedule: Schedule;
  now: () => number;
}

/**
 * Decides when the navigation progress bar shows. A navigation lasts from the first wait (session,
 * init step, page code) until nothing has waited for `graceMs`: the steps of one navigation run one
 * after another with short gaps between them, and those gaps must not restart the clock. The bar
 * shows once the navigation has been waiting for `delayMs` and hides when it ends; a navigation that
 * ends sooner never shows it.
 */
export class ProgressGate {
  private startedAt: number | null = null;
  private cancelShow: (() => void) | null = null;
  private cancelEnd: (() => void) | null = null;
  private visible = false;

  constructor(
    private readonly clock: GateClock,
    private readonly onVisible: (visible: boolean) => void,
    private readonly delayMs: number,
    private readonly graceMs: number,
  ) {}

  /** Tells the gate whether anything of the page is being waited for now. */
  setBusy(busy: boolean): void {
    if (busy) {
      this.cancelEnd?.();
      this.cancelEnd = null;
      this.startedAt ??= this.clock.now();
      if (!this.visible && !this.cancelShow) {
        const remaining = Math.max(0, this.delayMs - (this.clock.now() - this.startedAt));
        this.cancelShow = this.clock.schedule(() => this.show(), remaining);
      }
      return;
    }
    if (this.startedAt === null || this.cancelEnd) return;
    // Nothing waits now: the bar must not appear during the gap; the next step may resume the clock.
    this.cancelShow?.();
    this.cancelShow = null;
    this.cancelEnd = this.clock.schedule(() => this.end(), this.graceMs);
  }

  /** Stops every timer (the bar unmounts). */
  dispose(): void {
    this.cancelShow?.();
    this.cancelEnd?.();
    this.cancelShow = this.cancelEnd = null;
  }

  private show(): void {
    this.cancelShow = null;
    this.visible = true;
    this.onVisible(true);
  }

  private end(): void {
    this.cancelEnd = null;
    this.startedAt = null;
    if (this.visible) {
      this.visible = false;
      this.onVisible(false);
    }
  }
}
