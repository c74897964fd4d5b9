import { describe, expect, it } from 'vitest';
import { runsByBuilding } from './runsByBuilding.js';

describe('runsByBuilding', () => {
  it('counts done, failed and cancelled runs per building, by name, leaving out running and unknown ones', () => {
    const rows = [
      { buildingId: 2, result: 'done' }, { buildingId: 2, result: 'fail' }, { buildingId: 1, result: 'cancel' },
      { buildingId: 2, result: 'done' }, { buildingId: 1, result: 'running' }, { buildingId: 3, result: 'unknown' },
    ] as const;
    expect(runsByBuilding(rows, new Map([[1, 'Tower'], [2, 'Annex']]))).toEqual([
      { buildingId: 2, label: 'Annex', counts: { done: 2, fail: 1, cancel: 0 } },
      { buildingId: 1, label: 'Tower', counts: { done: 0, fail: 0, cancel: 1 } },
    ]);
  });
});
