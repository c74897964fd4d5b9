import { describe, expect, it } from 'vitest';
import { authCodeMail, pickLanguage } from './mail-templates.js';

describe('pickLanguage', () => {
  it('prefers an explicit locale', () => expect(pickLanguage('ja', 'en-US')).toBe('ja'));
  it('reads Accept-Language by weight', () => {
    expect(pickLanguage(undefined, 'fr;q=1, en;q=0.5, ja-JP;q=0.8')).toBe('ja');
    expect(pickLanguage(undefined, 'en-GB,ja;q=0.9')).toBe('en');
  });
  it('falls back to the account language, else English', () => {
    expect(pickLanguage(undefined, 'de-DE', 'ja')).toBe('ja');
    expect(pickLanguage(undefined, 'de-DE')).toBe('en');
  });
  it('puts the code in subject and text', () => {
    const mail = authCodeMail('en', '012345');
    expect(mail.subject).toContain('012345');
    expect(mail.text).toContain('012345');
  });
});
