import { describe, expect, it } from 'vitest';
import { BuildingSubscriptions, selectionKey } from './buildingSubscriptions.js';

describe('BuildingSubscriptions', () => {
  it('merges holders into one sorted union and counts references', () => {
    const subs = new BuildingSubscriptions();
    const a = subs.add([3, 1]);
    const b = subs.add([1, 2]);
    expect(subs.union()).toEqual([1, 2, 3]);
    a();
    expect(subs.union()).toEqual([1, 2]);
    a();
    expect(subs.size).toBe(1);
    b();
    expect(subs.union()).toEqual([]);
    expect(subs.size).toBe(0);
  });

  it('answers null (all buildings) while any holder wants all', () => {
    const subs = new BuildingSubscriptions();
    subs.add([1]);
    const all = subs.add(null);
    expect(subs.union()).toBeNull();
    all();
    expect(subs.union()).toEqual([1]);
  });

  it('keys selections independently of order and duplicates', () => {
    expect(selectionKey([2, 1, 2])).toBe(selectionKey([1, 2]));
    expect(selectionKey(null)).toBe('all');
    expect(selectionKey([1])).not.toBe(selectionKey([1, 2]));
  });
});
