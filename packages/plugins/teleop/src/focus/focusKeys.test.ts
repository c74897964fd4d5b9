import { describe, expect, it } from 'vitest';
import { focusKeyAction } from './focusKeys.js';

describe('focusKeyAction', () => {
  it('toggles on F outside text fields, either way', () => {
    expect(focusKeyAction('KeyF', null, false)).toBe('toggle');
    expect(focusKeyAction('KeyF', { tagName: 'BUTTON' }, true)).toBe('toggle');
  });

  it('leaves focus mode on Escape, also from a field, and ignores Escape outside it', () => {
    expect(focusKeyAction('Escape', { tagName: 'TEXTAREA' }, true)).toBe('leave');
    expect(focusKeyAction('Escape', null, false)).toBe('none');
  });

  it('leaves F typed into a field and browser shortcuts such as Ctrl+F alone', () => {
    expect(focusKeyAction('KeyF', { tagName: 'INPUT', type: 'text' }, false)).toBe('none');
    expect(focusKeyAction('KeyF', null, false, { ctrl: true })).toBe('none');
    expect(focusKeyAction('KeyF', null, false, { meta: true })).toBe('none');
    expect(focusKeyAction('KeyG', null, false)).toBe('none');
  });
});
