import { describe, expect, it } from 'vitest';
import { initialVisibility, loadHiddenColumns, saveHiddenColumns } from './columnPreferences.js';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('column preferences', () => {
  it('saves and loads the hidden columns per resource', () => {
    const storage = memoryStorage();
    saveHiddenColumns('operators', ['city'], storage);
    expect(loadHiddenColumns('operators', storage)).toEqual(['city']);
    expect(loadHiddenColumns('buildings', storage)).toBeNull();
  });

  it('ignores a damaged saved value', () => {
    const storage = memoryStorage();
    storage.setItem('fleetdeck.columns.operators', '{oops');
    expect(loadHiddenColumns('operators', storage)).toBeNull();
  });

  it('uses declared defaults until the user chooses, then the choice', () => {
    const columns = [{ id: 'name' }, { id: 'city', hiddenByDefault: true }];
    expect(initialVisibility(columns, null)).toEqual({ name: true, city: false });
    expect(initialVisibility(columns, ['name'])).toEqual({ name: false, city: true });
  });

  it('keeps the first column when everything was hidden', () => {
    expect(initialVisibility([{ id: 'name' }, { id: 'city' }], ['name', 'city'])).toEqual({ name: true, city: false });
  });
});
