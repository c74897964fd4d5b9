import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressGate, type GateClock, type ProgressGate } from './progressGate.js';

const clock: GateClock = {
  schedule: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  now: () => Date.now(),
};

let shown: boolean[];
let gate: ProgressGate;
beforeEach(() => {
  vi.useFakeTimers();
  shown = [];
  gate = createProgressGate(clock, (visible) => shown.push(visible), 800, 100);
});
afterEach(() => {
  gate.dispose();
  vi.useRealTimers();
});

describe('createProgressGate', () => {
  it('never shows for a navigation that ends within 800 ms', () => {
    gate.setBusy(true);
    vi.advanceTimersByTime(700);
    gate.setBusy(false);
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual([]);
  });

  it('shows at 800 ms of one wait and hides once it ends', () => {
    gate.setBusy(true);
    vi.advanceTimersByTime(799);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([true]);
    vi.advanceTimersByTime(3000);
    gate.setBusy(false);
    vi.advanceTimersByTime(99);
    expect(shown).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([true, false]);
  });

  it('counts the steps of one navigation together (init step, then page code) across short gaps', () => {
    gate.setBusy(true); // init step
    vi.advanceTimersByTime(500);
    gate.setBusy(false);
    vi.advanceTimersByTime(30);
    gate.setBusy(true); // the page's code starts loading
    vi.advanceTimersByTime(270);
    expect(shown).toEqual([true]);
    gate.setBusy(false);
    vi.advanceTimersByTime(100);
    expect(shown).toEqual([true, false]);
  });

  it('starts the clock again for the next navigation after a real pause', () => {
    gate.setBusy(true);
    vi.advanceTimersByTime(500);
    gate.setBusy(false);
    vi.advanceTimersByTime(1000);
    gate.setBusy(true);
    vi.advanceTimersByTime(500);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(shown).toEqual([true]);
  });
});
