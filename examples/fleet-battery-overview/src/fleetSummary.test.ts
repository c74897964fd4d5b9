import type { RobotLiveState } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { appendSample, emptyHistory, hasReadings } from './batteryHistory.js';
import { summarizeBuildings } from './fleetSummary.js';
import { en, ja } from './i18n.js';

function robot(buildingId: number, connection: 'online' | 'offline', status: number | null, percent: number | null) {
  return {
    robotId: Math.random(),
    serialNo: 'x',
    name: 'x',
    model: 'x',
    buildingId,
    connection,
    lastCommunicationAt: null,
    telemetry: status === null ? null : { status, battery: percent === null ? undefined : { percent, state: 'active' } },
  } as unknown as RobotLiveState;
}

describe('summarizeBuildings', () => {
  it('counts robots, online, available and low battery, and averages reported batteries per building', () => {
    const rows = summarizeBuildings(
      [
        { id: 1, name: 'HQ' },
        { id: 2, name: 'Depot' },
        { id: 3, name: 'Empty' },
      ],
      [
        robot(1, 'online', 1, 90),
        robot(1, 'online', 2, 15),
        robot(1, 'offline', 1, 40),
        robot(2, 'online', 1, null),
        robot(2, 'offline', null, null),
        robot(99, 'online', 1, 50),
      ],
    );
    expect(rows).toEqual([
      { buildingId: 1, name: 'HQ', robots: 3, online: 2, available: 1, averageBattery: 48.3, lowBattery: 1 },
      { buildingId: 2, name: 'Depot', robots: 2, online: 1, available: 1, averageBattery: null, lowBattery: 0 },
      { buildingId: 3, name: 'Empty', robots: 0, online: 0, available: 0, averageBattery: null, lowBattery: 0 },
    ]);
  });
});

describe('battery history', () => {
  it('keeps the last samples aligned, back-filling buildings that appear later', () => {
    let history = emptyHistory();
    expect(hasReadings(history)).toBe(false);
    history = appendSample(history, 10, new Map([[1, null]]), 3);
    expect(hasReadings(history)).toBe(false);
    history = appendSample(history, 11, new Map([[1, 80]]), 3);
    history = appendSample(history, 12, new Map([[1, 79], [2, 50]]), 3);
    history = appendSample(history, 13, new Map([[2, 49]]), 3);
    expect(history.times).toEqual([11, 12, 13]);
    expect(history.series.get(1)).toEqual([80, 79, null]);
    expect(history.series.get(2)).toEqual([null, 50, 49]);
    expect(hasReadings(history)).toBe(true);
  });
});

describe('strings', () => {
  it('have the same keys in Japanese and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(ja).sort()).toEqual(keys(en).sort());
  });
});
