import { describe, expect, it } from 'vitest';
import { modeChoices } from './modeChoices.js';

describe('modeChoices', () => {
  it('offers 110 to 113 to system admins only', () => {
    expect(modeChoices(false).map((c) => c.value)).toEqual([10, 11, 12, 13]);
    expect(modeChoices(true).map((c) => c.value)).toEqual([10, 11, 12, 13, 110, 111, 112, 113]);
    expect(modeChoices(true).filter((c) => c.common).map((c) => c.value)).toEqual([110, 111, 112, 113]);
  });
});
