import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES, withHashSlot } from './hash-slots.js';
import { TooManyRequestsError } from '../errors/too-many-requests.js';

describe('withHashSlot', () => {
  it('runs at most MAX_CONCURRENT_HASHES at once, queues the rest and refuses a capped one when the line is full', async () => {
    let running = 0;
    let peak = 0;
    const gates: Array<() => void> = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        gates.push(() => {
          running--;
          resolve();
        });
      });
    const all = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () => withHashSlot(true, work));
    await expect(withHashSlot(true, work)).rejects.toBeInstanceOf(TooManyRequestsError);
    const uncapped = withHashSlot(false, work);
    expect(running).toBe(MAX_CONCURRENT_HASHES);
    // Open each running hash in turn until every queued one has run.
    while (gates.length > 0) {
      gates.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([...all, uncapped]);
    expect(peak).toBe(MAX_CONCURRENT_HASHES);
    expect(running).toBe(0);
  });
});
