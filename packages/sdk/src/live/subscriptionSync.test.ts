import { describe, expect, it } from 'vitest';
import { SubscriptionSync } from './subscriptionSync.js';

function sync() {
  const sent: Array<number[] | null> = [];
  let ready = false;
  const subscriptions = new SubscriptionSync((text) => {
    if (!ready) return false;
    sent.push((JSON.parse(text) as { buildingIds: number[] | null }).buildingIds);
    return true;
  });
  return { subscriptions, sent, setReady: (value: boolean) => void (ready = value) };
}

const microtasks = () => Promise.resolve();

describe('SubscriptionSync', () => {
  it('sends one union for holders added in the same turn, and only when it changes', async () => {
    const s = sync();
    s.setReady(true);
    const a = s.subscriptions.add([2, 1]);
    s.subscriptions.add([3]);
    await microtasks();
    expect(s.sent).toEqual([[1, 2, 3]]);
    s.subscriptions.sync();
    expect(s.sent).toHaveLength(1);
    a();
    await microtasks();
    expect(s.sent.at(-1)).toEqual([3]);
  });

  it('sends what it could not send before once the socket is ready, and again on a new socket', async () => {
    const s = sync();
    s.subscriptions.add(null);
    await microtasks();
    expect(s.sent).toEqual([]);
    s.setReady(true);
    s.subscriptions.sync();
    expect(s.sent).toEqual([null]);
    s.subscriptions.reset();
    s.subscriptions.sync();
    expect(s.sent).toEqual([null, null]);
  });
});
