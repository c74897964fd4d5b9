import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { ja } from './ja.js';
import { translationKeys } from './translationTree.js';

// i18next plural forms: English has _one and _other, Japanese only _other; a key counts once.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

describe('auth translations', () => {
  it('has every key in both languages', () => {
    const enKeys = new Set(translationKeys(en).map(baseKey));
    const jaKeys = new Set(translationKeys(ja).map(baseKey));
    expect([...enKeys].filter((key) => !jaKeys.has(key))).toEqual([]);
    expect([...jaKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it('has no empty string in either language', () => {
    const empty = (tree: typeof en | typeof ja) =>
      translationKeys(tree).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) === '');
    expect(empty(en)).toEqual([]);
    expect(empty(ja)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of translationKeys(en)) {
      const jaText = lookup(ja, key) ?? lookup(ja, key.replace(PLURAL, '_other'));
      expect(variables(jaText), key).toEqual(variables(lookup(en, key)));
    }
  });
});

describe('translationKeys', () => {
  it('lists nested keys in dot form', () => {
    expect(translationKeys({ a: 'x', b: { c: 'y', d: { e: 'z' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });
});
