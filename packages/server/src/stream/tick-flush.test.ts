import { describe, expect, it } from 'vitest';
import type { TickStates } from './changed-states.js';
import { TickFlush, type TickFollower } from './tick-flush.js';

/** Records the ticks it is sent, by name. */
function follower(log: string[], name: string): TickFollower {
  return { flushTick: (tick) => log.push(`${name}:${(tick as unknown as { name: string }).name}`) };
}

const tick = (name: string) => ({ name }) as unknown as TickStates;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TickFlush', () => {
  it('sends a tick to one slice of followers at once and to the rest in later turns of the event loop', async () => {
    const log: string[] = [];
    const flush = new TickFlush(2);
    flush.start(tick('t1'), ['a', 'b', 'c', 'd', 'e'].map((name) => follower(log, name)));
    expect(log).toEqual(['a:t1', 'b:t1']);
    await nextTurn();
    expect(log).toEqual(['a:t1', 'b:t1', 'c:t1', 'd:t1']);
    await nextTurn();
    expect(log).toEqual(['a:t1', 'b:t1', 'c:t1', 'd:t1', 'e:t1']);
  });

  it('finishes the previous tick before a new one, so every follower gets its ticks in order', async () => {
    const log: string[] = [];
    const flush = new TickFlush(1);
    const followers = ['a', 'b', 'c'].map((name) => follower(log, name));
    flush.start(tick('t1'), followers);
    flush.start(tick('t2'), followers);
    expect(log).toEqual(['a:t1', 'b:t1', 'c:t1', 'a:t2']);
    await nextTurn();
    await nextTurn();
    expect(log).toEqual(['a:t1', 'b:t1', 'c:t1', 'a:t2', 'b:t2', 'c:t2']);
    await nextTurn();
    expect(log).toHaveLength(6);
  });

  it('sends the tick to the followers not reached yet when asked to finish (before a snapshot)', async () => {
    const log: string[] = [];
    const flush = new TickFlush(1);
    flush.start(tick('t1'), ['a', 'b', 'c'].map((name) => follower(log, name)));
    flush.finish();
    expect(log).toEqual(['a:t1', 'b:t1', 'c:t1']);
    await nextTurn();
    expect(log).toHaveLength(3);
  });

  it('sends nothing more once stopped', async () => {
    const log: string[] = [];
    const flush = new TickFlush(1);
    flush.start(tick('t1'), ['a', 'b'].map((name) => follower(log, name)));
    flush.stop();
    await nextTurn();
    expect(log).toEqual(['a:t1']);
  });
});
