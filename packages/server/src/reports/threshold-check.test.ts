import { describe, expect, it } from 'vitest';
import { CheckItemType } from '@fleetdeck/model';
import { breaches, watchedReading, watchesMeter } from './threshold-check.js';

describe('threshold check', () => {
  it('breaches when any condition that names the abnormal range is met', () => {
    const freezer = [{ bound: 'max', comparator: 'gt', value: -15 }, { bound: 'min', comparator: 'lt', value: -40 }] as const;
    expect(breaches(freezer, -20)).toBe(false);
    expect(breaches(freezer, -10)).toBe(true);
    expect(breaches(freezer, -41)).toBe(true);
    expect(breaches([{ bound: 'max', comparator: 'gte', value: 0.8 }], 0.8)).toBe(true);
    expect(breaches([{ bound: 'max', comparator: 'eq', value: 1 }], 1.5)).toBe(false);
  });

  it('watches the reading the settings name, else the first', () => {
    expect(watchedReading('{"reading":"humidity"}', ['temperature', 'humidity'])).toBe('humidity');
    expect(watchedReading('{"reading":"pressure"}', ['temperature', 'humidity'])).toBe('temperature');
    expect(watchedReading('{}', [])).toBeUndefined();
  });

  it("watches a meter item's meter unless its settings name another reading", () => {
    expect(watchedReading('{}', ['temperature'], CheckItemType.meter)).toBeUndefined();
    expect(watchesMeter('{}', CheckItemType.meter)).toBe(true);
    expect(watchesMeter('{"reading":"temperature"}', CheckItemType.meter)).toBe(false);
    expect(watchedReading('{"reading":"temperature"}', ['temperature', 'humidity'], CheckItemType.meter)).toBe('temperature');
    expect(watchesMeter('{"reading":"meter"}', CheckItemType.camera)).toBe(true);
    expect(watchesMeter('{}', CheckItemType.camera)).toBe(false);
  });
});
