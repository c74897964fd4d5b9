import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '../plugin/definePlugin.js';
import { resourceEn, resourceJa } from './resourceStrings.js';

function keys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

describe('resource strings', () => {
  it('has the same keys in ja and en', () => {
    expect(keys(resourceJa).sort()).toEqual(keys(resourceEn).sort());
  });
});
