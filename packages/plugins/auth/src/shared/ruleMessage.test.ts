import { describe, expect, it } from 'vitest';
import { RuleMessages } from '@fleetdeck/model';
import { ruleMessage } from './ruleMessage.js';

describe('ruleMessage', () => {
  const mismatch = { path: 'passwordConfirm', code: 'passwordConfirmMismatch', message: 'The passwords do not match' };

  it('translates the model rule codes', () => {
    expect(ruleMessage(mismatch, 'ja')).toBe(RuleMessages.passwordConfirmMismatch.ja);
    expect(ruleMessage(mismatch, 'en')).toBe(RuleMessages.passwordConfirmMismatch.en);
  });

  it('prefers the page own message for a code', () => {
    expect(ruleMessage(mismatch, 'ja', { passwordConfirmMismatch: '一致しません' })).toBe('一致しません');
  });

  it('keeps the server message for an unknown code', () => {
    expect(ruleMessage({ path: 'x', code: 'somethingNew', message: 'Server says no' }, 'ja')).toBe('Server says no');
  });
});
