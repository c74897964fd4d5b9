import { describe, expect, it } from 'vitest';
import { recordTitle } from './recordTitle.js';

describe('recordTitle', () => {
  it('uses the declared title field, else name, else the id', () => {
    expect(recordTitle({ titleField: 'loginId' }, { id: 4, loginId: 'a@b.example' })).toBe('a@b.example');
    expect(recordTitle({}, { id: 4, name: 'Tower' })).toBe('Tower');
    expect(recordTitle({}, { id: 4, name: '' })).toBe('4');
    expect(recordTitle({}, undefined)).toBe('');
  });
});
