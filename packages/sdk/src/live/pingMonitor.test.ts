import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PING_INTERVAL_MS, PONG_DEADLINE_MS, PingMonitor } from './pingMonitor.js';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

function monitor() {
  const sent: Array<{ type: string; ts: number }> = [];
  let dead = 0;
  const pings = new PingMonitor(
    (text) => void sent.push(JSON.parse(text) as { type: string; ts: number }),
    () => void (dead += 1),
    () => Date.now(),
  );
  return { pings, sent, dead: () => dead };
}

describe('PingMonitor', () => {
  it('pings at once and every interval while answered', () => {
    const m = monitor();
    m.pings.start();
    expect(m.sent).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      m.pings.pong(m.sent.at(-1)?.ts ?? 0, Date.now());
      vi.advanceTimersByTime(PING_INTERVAL_MS);
    }
    expect(m.sent).toHaveLength(4);
    expect(m.dead()).toBe(0);
  });

  it('reports the socket dead when a ping goes unanswered past its deadline, and stops pinging', () => {
    const m = monitor();
    m.pings.start();
    vi.advanceTimersByTime(PONG_DEADLINE_MS - 1);
    expect(m.dead()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(m.dead()).toBe(1);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 3);
    expect(m.sent).toHaveLength(1);
    expect(m.dead()).toBe(1);
  });

  it('keeps the first deadline when a later ping goes out unanswered too', () => {
    const m = monitor();
    m.pings.start();
    m.pings.pong(m.sent[0]?.ts ?? 0, Date.now());
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    // The second ping is not answered: dead exactly one deadline after it.
    vi.advanceTimersByTime(PONG_DEADLINE_MS);
    expect(m.dead()).toBe(1);
  });

  it('forgets the deadline when stopped', () => {
    const m = monitor();
    m.pings.start();
    m.pings.stop();
    vi.advanceTimersByTime(PONG_DEADLINE_MS * 2);
    expect(m.dead()).toBe(0);
  });

  it('corrects the clock by half the round trip', () => {
    const m = monitor();
    m.pings.start();
    const ts = m.sent[0]?.ts ?? 0;
    vi.advanceTimersByTime(200);
    // The server read its clock 5 s ahead, halfway through the 200 ms round trip.
    m.pings.pong(ts, ts + 100 + 5000);
    expect(m.pings.serverNow() - Date.now()).toBe(5000);
  });
});
