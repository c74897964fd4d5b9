import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '../plugin/definePlugin.js';
import { resourceEn, resourceJa } from './resourceStrings.js';

function keys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

// A count's text is one key in i18next plural forms: en has `_one` and `_other`, ja only `_other`.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('resource strings', () => {
  it('has the same keys in ja and en, plural forms counted as their key', () => {
    expect([...new Set(keys(resourceJa).map(base))].sort()).toEqual([...new Set(keys(resourceEn).map(base))].sort());
  });

  it('words the record count in the plural forms of each language', () => {
    expect(keys(resourceEn)).toEqual(expect.arrayContaining(['list.total_one', 'list.total_other']));
    expect(keys(resourceJa)).toContain('list.total_other');
  });
});
