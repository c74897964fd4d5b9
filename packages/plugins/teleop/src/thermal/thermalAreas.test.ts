import { describe, expect, it } from 'vitest';
import { addThermalArea, areaFromDrag, checkThermalArea, type ThermalArea } from './thermalAreas.js';

const area = (name: string, x = 0): ThermalArea => ({ name, x, y: 0, width: 10, height: 10 });

function addAll(names: string[]): ThermalArea[] {
  let areas: ThermalArea[] = [];
  for (const name of names) {
    const result = addThermalArea(areas, area(name));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    areas = result.areas;
  }
  return areas;
}

describe('addThermalArea', () => {
  it('refuses names that are not alphanumeric, beside the name field', () => {
    for (const name of ['door 1', 'ドア', 'a-b', 'x_y', '']) {
      const result = addThermalArea([], area(name));
      expect(result.ok, name).toBe(false);
      if (!result.ok) expect(result.errors[0]?.field).toBe('name');
    }
    const bad = addThermalArea([], area('a-b'));
    expect(bad.ok ? null : bad.errors).toEqual([{ field: 'name', code: 'nameAlphanumeric' }]);
    expect(addThermalArea([], area('Door1')).ok).toBe(true);
  });

  it('overwrites an area of the same name in place', () => {
    const areas = addAll(['a', 'b', 'c']);
    const result = addThermalArea(areas, area('b', 99));
    expect(result).toMatchObject({ ok: true, replaced: true, removed: null });
    if (result.ok) {
      expect(result.areas.map((a) => a.name)).toEqual(['a', 'b', 'c']);
      expect(result.areas[1]?.x).toBe(99);
    }
  });

  it('keeps at most five: a sixth removes the oldest', () => {
    const areas = addAll(['a', 'b', 'c', 'd', 'e']);
    expect(areas).toHaveLength(5);
    const result = addThermalArea(areas, area('f'));
    expect(result).toMatchObject({ ok: true, removed: 'a' });
    if (result.ok) expect(result.areas.map((a) => a.name)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('does not change the list it was given', () => {
    const areas = addAll(['a']);
    addThermalArea(areas, area('b'));
    expect(areas.map((a) => a.name)).toEqual(['a']);
  });
});

describe('checkThermalArea', () => {
  it('keeps every area inside 256x192', () => {
    expect(checkThermalArea({ name: 'a', x: 0, y: 0, width: 256, height: 192 })).toEqual([]);
    expect(checkThermalArea({ name: 'a', x: 255, y: 191, width: 1, height: 1 })).toEqual([]);
    expect(checkThermalArea({ name: 'a', x: 256, y: 0, width: 1, height: 1 })).toEqual([{ field: 'x', code: 'outside' }]);
    expect(checkThermalArea({ name: 'a', x: 200, y: 100, width: 57, height: 93 })).toEqual([
      { field: 'width', code: 'outside' },
      { field: 'height', code: 'outside' },
    ]);
    expect(checkThermalArea({ name: 'a', x: 1.5, y: -1, width: 0, height: 3 })).toEqual([
      { field: 'x', code: 'notInteger' },
      { field: 'y', code: 'outside' },
      { field: 'width', code: 'tooSmall' },
    ]);
  });
});

describe('areaFromDrag', () => {
  it('spans the two corners in any order and clamps to the image', () => {
    expect(areaFromDrag('a', { x: 50, y: 40 }, { x: 10, y: 20 })).toEqual({ name: 'a', x: 10, y: 20, width: 41, height: 21 });
    expect(areaFromDrag('a', { x: -5, y: -5 }, { x: 400, y: 400 })).toEqual({ name: 'a', x: 0, y: 0, width: 256, height: 192 });
  });
});
