import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '../plugin/definePlugin.js';
import { commonEn } from './commonEn.js';
import { commonJa } from './commonJa.js';

function leaves(tree: TranslationTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, leaves(value, `${prefix}${key}.`));
  }
  return out;
}

describe('common strings', () => {
  it('exist in both Japanese and English with the same keys', () => {
    const en = leaves(commonEn);
    const ja = leaves(commonJa);
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries({ ...en, ...ja })) expect(value, key).not.toBe('');
  });

  it('carry the labels browser tests rely on (docs/contracts.md)', () => {
    expect(leaves(commonEn)['shell.mainMenu']).toBe('Main menu');
    expect(leaves(commonJa)['shell.mainMenu']).toBe('メインメニュー');
    expect(leaves(commonJa)['actions.retry']).toBe('再試行');
    expect(leaves(commonJa)['errors.ipNotAllowed']).toBe('接続エラー：許可されたネットワークからアクセスしてください');
  });
});
