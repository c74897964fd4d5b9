import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATE_BATCH_MS, StateBatches } from './state-batches.js';

type Notice = { id: number; x: number };

describe('StateBatches', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes each subject once per batch, with the latest state of each robot', () => {
    vi.useFakeTimers();
    const sent: Array<[string, Notice[]]> = [];
    const batches = new StateBatches<Notice>((subject, notices) => sent.push([subject, notices]));
    batches.add('b1', { id: 1, x: 1 });
    batches.add('b1', { id: 2, x: 5 });
    batches.add('b1', { id: 1, x: 2 });
    batches.add('b2', { id: 3, x: 9 });
    vi.advanceTimersByTime(STATE_BATCH_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      ['b1', [{ id: 1, x: 2 }, { id: 2, x: 5 }]],
      ['b2', [{ id: 3, x: 9 }]],
    ]);
    // Nothing waits: no empty batch follows.
    vi.advanceTimersByTime(STATE_BATCH_MS * 4);
    expect(sent).toHaveLength(2);
  });

  it('forgets a dropped robot\'s waiting state, and sends what waits at once on flush', () => {
    vi.useFakeTimers();
    const sent: Array<[string, Notice[]]> = [];
    const batches = new StateBatches<Notice>((subject, notices) => sent.push([subject, notices]));
    batches.add('b1', { id: 1, x: 1 });
    batches.add('b1', { id: 2, x: 2 });
    batches.drop(1);
    batches.flush();
    expect(sent).toEqual([['b1', [{ id: 2, x: 2 }]]]);
    batches.add('b1', { id: 1, x: 3 });
    batches.drop(1);
    vi.advanceTimersByTime(STATE_BATCH_MS);
    expect(sent).toHaveLength(1);
  });
});
