import { describe, expect, it } from 'vitest';
import { greetingKey } from './greetingKey.js';
import { en, ja } from './i18n.js';

describe('greetingKey', () => {
  it('greets by first name', () => {
    expect(greetingKey('Aiko')).toEqual({ key: 'greeting', values: { name: 'Aiko' } });
  });

  it('greets anyone when the name is missing or blank', () => {
    expect(greetingKey(undefined).key).toBe('greetingAnonymous');
    expect(greetingKey('  ').key).toBe('greetingAnonymous');
  });
});

describe('i18n', () => {
  it('has the same keys in Japanese and English', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });
});
