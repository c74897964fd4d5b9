import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RobotCommand } from '@fleetdeck/model';
import type { Outcome } from './command-outcome.js';
import { CommandQueue } from './command-queue.js';

/** A queue whose commands take as long as their speech text is long (ms), logging starts and finishes. */
function makeQueue() {
  const log: string[] = [];
  const queue = new CommandQueue(
    (command): Outcome => {
      const text = command.name === 'speech' ? command.text : '';
      log.push(`start ${text}`);
      return { result: 'ok', durationMs: text.length * 100, after: () => log.push(`after ${text}`) };
    },
    (seq, outcome) => {
      log.push(`finish ${seq}`);
      outcome.after?.();
    },
  );
  const say = (seq: number, text: string) => queue.push(seq, { name: 'speech', text, voice: 'en-female' } as RobotCommand);
  return { queue, log, say };
}

describe('CommandQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs commands one at a time in order, each finishing after its duration', () => {
    const { log, say } = makeQueue();
    say(1, 'ab');
    say(2, 'c');
    expect(log).toEqual(['start ab']);
    vi.advanceTimersByTime(199);
    expect(log).toEqual(['start ab']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['start ab', 'finish 1', 'after ab', 'start c']);
    vi.advanceTimersByTime(100);
    expect(log.slice(4)).toEqual(['finish 2', 'after c']);
  });

  it('finishes a command that takes no time at once, and goes on to the next', () => {
    const { log, say } = makeQueue();
    say(1, '');
    say(2, '');
    expect(log).toEqual(['start ', 'finish 1', 'after ', 'start ', 'finish 2', 'after ']);
  });

  it('cancels the running command first, then the waiting ones, and never finishes them', () => {
    const { queue, log, say } = makeQueue();
    say(1, 'long');
    say(2, 'x');
    say(3, 'y');
    const cancelled: number[] = [];
    queue.cancelAll((seq) => cancelled.push(seq));
    expect(cancelled).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(10_000);
    expect(log).toEqual(['start long']);
    say(4, '');
    expect(log.slice(1)).toEqual(['start ', 'finish 4', 'after ']);
  });

  it('drops everything silently on dispose', () => {
    const { queue, log, say } = makeQueue();
    say(1, 'long');
    say(2, 'x');
    queue.dispose();
    vi.advanceTimersByTime(10_000);
    expect(log).toEqual(['start long']);
  });
});
