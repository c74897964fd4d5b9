/** Timers and clock the gate runs on (setTimeout and performance.now in the app, fake timers in tests). */
export interface GateClock {
  schedule: (run: () => void, ms: number) => () => void;
  now: () => number;
}

/** Feeds the gate whether anything of the page is being waited for now; `dispose` stops its timers. */
export interface ProgressGate {
  setBusy(busy: boolean): void;
  dispose(): void;
}

/**
 * Decides when the navigation progress bar shows. A navigation lasts from the first wait (session,
 * init step, page code) until nothing has waited for `graceMs`: the steps of one navigation run one
 * after another with short gaps between them, and those gaps must not restart the clock. The bar
 * shows once the navigation has been waiting for `delayMs` and hides when it ends; a navigation that
 * ends sooner never shows it. (Closures rather than a class: the shell's initial script stays smaller.)
 */
export function createProgressGate(clock: GateClock, onVisible: (visible: boolean) => void, delayMs: number, graceMs: number): ProgressGate {
  let startedAt: number | null = null;
  let cancelShow: (() => void) | null = null;
  let cancelEnd: (() => void) | null = null;
  let visible = false;
  const setVisible = (next: boolean) => {
    if (visible !== next) onVisible((visible = next));
  };
  return {
    setBusy(busy) {
      if (busy) {
        cancelEnd?.();
        cancelEnd = null;
        startedAt ??= clock.now();
        if (!visible && !cancelShow) {
          cancelShow = clock.schedule(() => {
            cancelShow = null;
            setVisible(true);
          }, Math.max(0, delayMs - (clock.now() - startedAt)));
        }
      } else if (startedAt !== null && !cancelEnd) {
        // Nothing waits now: the bar must not appear during the gap; the next step may resume the clock.
        cancelShow?.();
        cancelShow = null;
        cancelEnd = clock.schedule(() => {
          cancelEnd = startedAt = null;
          setVisible(false);
        }, graceMs);
      }
    },
    dispose() {
      cancelShow?.();
      cancelEnd?.();
      cancelShow = cancelEnd = null;
    },
  };
}
