import { describe, expect, it } from 'vitest';
import { FairCommandQueue, SERVER_SENDER, SenderQuota } from './command-queue.js';

describe('FairCommandQueue', () => {
  it('serves senders in turn, each sender in its own order', () => {
    const queue = new FairCommandQueue<string>(new SenderQuota(10), 10);
    for (const item of ['a1', 'a2', 'a3']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    const order: string[] = [];
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(queue.length).toBe(0);
  });

  it('refuses past the robot cap and past the sender cap shared over robots, and frees both as commands leave', () => {
    const quota = new SenderQuota(3);
    const one = new FairCommandQueue<number>(quota, 4);
    const two = new FairCommandQueue<number>(quota, 4);
    expect([one.push('a', 1), one.push('a', 2), two.push('a', 3)]).toEqual([true, true, true]);
    // The sender's fourth anywhere is refused; another sender still fits at the same robot.
    expect(two.push('a', 4)).toBe(false);
    expect(one.push('b', 5)).toBe(true);
    expect(one.push('c', 6)).toBe(true);
    // The robot holds 4: full for everyone.
    expect(one.push('d', 7)).toBe(false);
    expect(one.shift()).toBe(1);
    expect(two.push('a', 8)).toBe(true);
    expect(two.drain()).toEqual([3, 8]);
    expect(two.push('a', 9)).toBe(true);
  });

  it('does not count the server\'s own commands against a sender cap, only against the robot\'s', () => {
    const quota = new SenderQuota(1);
    const queue = new FairCommandQueue<number>(quota, 3);
    expect([queue.push(SERVER_SENDER, 1), queue.push(SERVER_SENDER, 2), queue.push(SERVER_SENDER, 3)]).toEqual([true, true, true]);
    expect(queue.push(SERVER_SENDER, 4)).toBe(false);
  });
});
