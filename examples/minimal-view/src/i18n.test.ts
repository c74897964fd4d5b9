import { describe, expect, it } from 'vitest';
import { en, ja } from './i18n.js';

describe('minimal view strings', () => {
  it('exist in Japanese and English with the same keys, none empty', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(ja)]) expect(text.trim()).not.toBe('');
  });
});
