import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it('prefers the saved user-language', () => {
    expect(detectLanguage('ja', ['en-US'])).toBe('ja');
    expect(detectLanguage('en', ['ja-JP'])).toBe('en');
  });

  it('uses the first ja or en browser language when nothing valid is saved', () => {
    expect(detectLanguage(null, ['fr-FR', 'ja-JP', 'en'])).toBe('ja');
    expect(detectLanguage('de', ['en-GB'])).toBe('en');
  });

  it('falls back to en', () => {
    expect(detectLanguage(null, ['fr', 'de'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
