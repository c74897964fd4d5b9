import type { RobotLiveState } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { LiveRobotStore } from './liveRobotStore.js';
import { reconnectDelay, streamUrl } from './reconnectDelay.js';

const robot = (robotId: number, percent: number): RobotLiveState =>
  ({
    robotId,
    serialNo: `UGO-${robotId}`,
    name: `Robot ${robotId}`,
    model: 'ugo Pro',
    buildingId: 1,
    connection: 'online',
    lastCommunicationAt: 1,
    telemetry: { battery: { percent, state: 'active' } },
  }) as unknown as RobotLiveState;

describe('LiveRobotStore', () => {
  it('takes the first robots message as a snapshot and merges later ones', () => {
    const store = new LiveRobotStore();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.receive({ type: 'robots', robots: [robot(1, 80), robot(2, 50)] });
    store.receive({ type: 'robots', robots: [robot(2, 45)] });
    const { robots, connection } = store.getSnapshot();
    expect(connection).toBe('live');
    expect([...robots.values()].map((r) => [r.robotId, r.telemetry?.battery.percent])).toEqual([
      [1, 80],
      [2, 45],
    ]);
    expect(changes).toBe(2);
  });

  it('replaces everything with the first snapshot after a reconnect', () => {
    const store = new LiveRobotStore();
    store.receive({ type: 'robots', robots: [robot(1, 80), robot(2, 50)] });
    store.setConnection('reconnecting');
    expect(store.getSnapshot().connection).toBe('reconnecting');
    store.receive({ type: 'robots', robots: [robot(2, 40)] });
    expect([...store.getSnapshot().robots.keys()]).toEqual([2]);
  });

  it('ignores messages that are not robot states', () => {
    const store = new LiveRobotStore();
    const before = store.getSnapshot();
    store.receive({ type: 'pong', ts: 1, serverTime: 2 });
    expect(store.getSnapshot()).toBe(before);
  });
});

describe('reconnect', () => {
  it('waits 0.5 s, doubling to at most 10 s, with jitter of ±25%', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, 0.5))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    expect(reconnectDelay(0, 0)).toBe(375);
    expect(reconnectDelay(9, 0.999)).toBeLessThanOrEqual(12_500);
  });

  it('uses ws: or wss: to match the page', () => {
    expect(streamUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/stream');
    expect(streamUrl({ protocol: 'https:', host: 'console.example.com' })).toBe('wss://console.example.com/api/stream');
  });
});
