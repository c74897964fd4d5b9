import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRIVE_DEADMAN_MS, DriveScheduler, velocityFor, type DriveVelocity } from './driveScheduler.js';

function setup() {
  const sent: Array<{ at: number; kind: 'teleop' | 'stop'; velocity?: DriveVelocity; deadmanMs?: number }> = [];
  const scheduler = new DriveScheduler({
    sendTeleop: (velocity, deadmanMs) => sent.push({ at: Date.now(), kind: 'teleop', velocity, deadmanMs }),
    sendStop: () => sent.push({ at: Date.now(), kind: 'stop' }),
  });
  return { sent, scheduler };
}

describe('DriveScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('sends teleop at once on press and at least every 200 ms while held, with a 500 ms dead-man', () => {
    const { sent, scheduler } = setup();
    scheduler.press('KeyW', 'forward');
    expect(sent).toEqual([{ at: 0, kind: 'teleop', velocity: { linear: 0.5, angular: 0 }, deadmanMs: 500 }]);
    vi.advanceTimersByTime(1000);
    const times = sent.map((s) => s.at);
    expect(times.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeLessThanOrEqual(200);
    expect(sent.every((s) => s.kind === 'teleop' && s.deadmanMs === DRIVE_DEADMAN_MS)).toBe(true);
  });

  it('sends one stop when the last held source is released, then nothing more', () => {
    const { sent, scheduler } = setup();
    scheduler.press('KeyW', 'forward');
    scheduler.press('KeyA', 'left');
    expect(sent.at(-1)?.velocity).toEqual({ linear: 0.5, angular: 1 });
    scheduler.release('KeyW');
    expect(sent.at(-1)).toMatchObject({ kind: 'teleop', velocity: { linear: 0, angular: 1 } });
    scheduler.release('KeyA');
    expect(sent.at(-1)?.kind).toBe('stop');
    const count = sent.length;
    vi.advanceTimersByTime(2000);
    expect(sent.length).toBe(count);
    expect(sent.filter((s) => s.kind === 'stop')).toHaveLength(1);
  });

  it('ignores a repeated press of the same source (key auto-repeat) and releases of unknown sources', () => {
    const { sent, scheduler } = setup();
    scheduler.press('KeyW', 'forward');
    scheduler.press('KeyW', 'forward');
    scheduler.press('KeyW', 'forward');
    expect(sent).toHaveLength(1);
    scheduler.release('KeyS');
    expect(sent).toHaveLength(1);
  });

  it('stops on releaseAll (blur, hidden page) only when something was held', () => {
    const { sent, scheduler } = setup();
    scheduler.releaseAll();
    expect(sent).toEqual([]);
    scheduler.press('button-forward', 'forward');
    scheduler.releaseAll();
    expect(sent.map((s) => s.kind)).toEqual(['teleop', 'stop']);
    expect(scheduler.driving).toBe(false);
  });

  it('refuses presses while locked and stops when locked mid-drive', () => {
    const { sent, scheduler } = setup();
    scheduler.press('KeyW', 'forward');
    scheduler.setLocked(true);
    expect(sent.map((s) => s.kind)).toEqual(['teleop', 'stop']);
    expect(scheduler.press('KeyW', 'forward')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
    scheduler.setLocked(false);
    expect(scheduler.press('KeyS', 'backward')).toBe(true);
    expect(sent.at(-1)?.velocity).toEqual({ linear: -0.5, angular: 0 });
  });

  it('cancel lets go without a stop of its own (the Stop button sends it)', () => {
    const { sent, scheduler } = setup();
    scheduler.press('KeyW', 'forward');
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(sent.map((s) => s.kind)).toEqual(['teleop']);
    expect(scheduler.driving).toBe(false);
  });

  it('keeps no timer after dispose', () => {
    const { sent, scheduler } = setup();
    scheduler.press('KeyD', 'right');
    scheduler.dispose();
    const count = sent.length;
    vi.advanceTimersByTime(1000);
    expect(sent.length).toBe(count);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('velocityFor', () => {
  it('cancels opposite directions and combines turning with driving', () => {
    expect(velocityFor(['forward', 'backward'], 0.5, 1)).toEqual({ linear: 0, angular: 0 });
    expect(velocityFor(['backward', 'right'], 0.4, 2)).toEqual({ linear: -0.4, angular: -2 });
  });
});
