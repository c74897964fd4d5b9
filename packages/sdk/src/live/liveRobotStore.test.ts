import { describe, expect, it, vi } from 'vitest';
import type { RobotLiveState } from '@fleetdeck/model';
import { LiveRobotStore } from './liveRobotStore.js';

function robot(serialNo: string, buildingId: number, percent = 50): RobotLiveState {
  return {
    robotId: Number(serialNo.replace(/\D/g, '')),
    serialNo,
    name: serialNo,
    model: 'ugo Pro',
    buildingId,
    registeredStatus: 1,
    connection: 'online',
    lastCommunicationAt: 1,
    telemetry: {
      ts: 1, floorId: 1, pose: { x: 0, y: 0, yaw: 0 }, velocity: { linear: 0, angular: 0 },
      battery: { percent, state: 'active' }, status: 1, currentFlow: null, commandMode: 1, speed: 'normal',
      callIn: 'idle', recording: null, errors: [], camera: null,
    },
  };
}

function manualFrames() {
  const queued: Array<() => void> = [];
  return {
    schedule: (cb: () => void) => void queued.push(cb),
    run: () => queued.splice(0).forEach((cb) => cb()),
    get count() {
      return queued.length;
    },
  };
}

describe('LiveRobotStore', () => {
  it('tells listeners once per frame however many change sets arrive', () => {
    const frames = manualFrames();
    const store = new LiveRobotStore(frames.schedule);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let tick = 0; tick < 5; tick += 1) store.upsert([robot('R1', 1, 50 - tick), robot('R2', 2)]);
    expect(frames.count).toBe(1);
    expect(listener).not.toHaveBeenCalled();
    frames.run();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('R1')?.telemetry?.battery.percent).toBe(46);
    store.upsert([robot('R1', 1, 40)]);
    frames.run();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('selects by building and keeps the same array until one of its robots changes', () => {
    const frames = manualFrames();
    const store = new LiveRobotStore(frames.schedule);
    store.upsert([robot('R1', 1), robot('R2', 2), robot('R3', 1)]);
    const first = store.select([1]);
    expect(first.map((r) => r.serialNo)).toEqual(['R1', 'R3']);
    expect(store.select([1])).toBe(first);
    store.upsert([robot('R2', 2, 10)]);
    expect(store.select([1])).toBe(first);
    const all = store.select(null);
    expect(all).toHaveLength(3);
    store.upsert([robot('R3', 1, 10)]);
    const next = store.select([1]);
    expect(next).not.toBe(first);
    expect(next[1]?.telemetry?.battery.percent).toBe(10);
  });

  it('replaces everything with a snapshot and drops robots of unfollowed buildings', () => {
    const store = new LiveRobotStore(() => undefined);
    store.upsert([robot('R1', 1), robot('R2', 2), robot('R3', 3)]);
    store.keepBuildings([1, 2]);
    expect(store.select(null).map((r) => r.serialNo)).toEqual(['R1', 'R2']);
    store.replace([robot('R2', 2)]);
    expect(store.get('R1')).toBeUndefined();
    expect(store.size).toBe(1);
  });

  it('forgets a robot that left a building, but not its state from the building it moved to', () => {
    const frames = manualFrames();
    const store = new LiveRobotStore(frames.schedule);
    const listener = vi.fn();
    store.subscribe(listener);
    store.upsert([robot('R1', 1), robot('R2', 1)]);
    frames.run();
    const before = store.select([1]);
    store.remove('R1', 1);
    frames.run();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get('R1')).toBeUndefined();
    expect(store.select([1]).map((r) => r.serialNo)).toEqual(['R2']);
    expect(store.select([1])).not.toBe(before);
    // Moved from building 1 to 2 on a page following both: the new state is kept.
    store.upsert([robot('R2', 2)]);
    store.remove('R2', 1);
    expect(store.get('R2')?.buildingId).toBe(2);
    store.remove('R9', 1);
    frames.run();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
