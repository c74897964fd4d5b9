import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { LineText, MultilineText, RequiredMultilineText, RequiredText, textRuleOf } from './text-rules.js';

const ajv = new Ajv({ allErrors: true, strict: true });
const required = ajv.compile(RequiredText(40));
const requiredLines = ajv.compile(RequiredMultilineText(400));
const line = ajv.compile(LineText(40));
const lines = ajv.compile(MultilineText(400));

function ruleOf(validate: typeof required, value: string) {
  validate(value);
  const issue = validate.errors?.find((e) => e.keyword === 'pattern');
  return textRuleOf(issue?.params.pattern, value);
}

describe('required text', () => {
  it('accepts names with inner spaces, Japanese and emoji', () => {
    for (const name of ['Tower A', '本社ビル', '　東棟', 'a', '🤖 robot']) expect(required(name), name).toBe(true);
  });

  it('refuses text of only spaces, ideographic spaces, no-break or zero-width spaces, as blank', () => {
    for (const name of [' ', '   ', '\u3000', '\u3000 \u3000', '\u00a0', '\u200b', '\ufeff']) {
      expect(required(name), JSON.stringify(name)).toBe(false);
      expect(ruleOf(required, name)).toBe('notBlank');
    }
  });

  it('refuses NUL, escape, tab, line breaks, DEL and C1 controls', () => {
    for (const name of ['a\u0000b', '\u0000', 'a\u001b[31m', 'a\tb', 'a\nb', 'a\rb', 'a\u007f', 'a\u0085']) {
      expect(required(name), JSON.stringify(name)).toBe(false);
      expect(ruleOf(required, name)).toBe('controlCharacters');
    }
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs but refuses other controls and blank bodies', () => {
    expect(requiredLines('first line\n\tsecond\r\n')).toBe(true);
    expect(ruleOf(requiredLines, '\n\u3000\n')).toBe('notBlank');
    expect(ruleOf(requiredLines, 'a\u0000b')).toBe('controlCharactersMultiline');
  });
});

describe('optional text', () => {
  it('may be empty or blank but never holds control characters', () => {
    expect(line('')).toBe(true);
    expect(line('  ')).toBe(true);
    expect(ruleOf(line, 'a\nb')).toBe('controlCharacters');
    expect(lines('a\nb')).toBe(true);
    expect(ruleOf(lines, 'a\u0007b')).toBe('controlCharactersMultiline');
  });

  it('names no rule for patterns it does not own', () => {
    expect(textRuleOf('^[0-9]+$', 'x')).toBeUndefined();
  });
});
