import { describe, expect, it } from 'vitest';
import { resolvePath } from './resourcePath.js';

describe('resolvePath', () => {
  it('fills every placeholder and encodes values', () => {
    expect(resolvePath('/buildings/:buildingId/floors/:id', { buildingId: 3, id: 'a b' })).toBe('/buildings/3/floors/a%20b');
  });

  it('refuses a missing parameter instead of writing "undefined"', () => {
    expect(() => resolvePath('/organization/:id', {})).toThrow(/needs the parameter "id"/);
  });

  it('leaves a path without placeholders alone', () => {
    expect(resolvePath('/operators', { id: 1 })).toBe('/operators');
  });
});
