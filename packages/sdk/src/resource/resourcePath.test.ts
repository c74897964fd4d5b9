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

describe('resolvePath edge cases', () => {
  it('refuses an empty parameter instead of dropping its segment', () => {
    expect(() => resolvePath('/building/:buildingId/floor/:id', { buildingId: '', id: 2 })).toThrow(/needs the parameter "buildingId"/);
  });

  it('encodes a slash inside a value so it stays one segment', () => {
    expect(resolvePath('/robot/:id/activity', { id: 'a/b' })).toBe('/robot/a%2Fb/activity');
  });
});
