import { describe, expect, it } from 'vitest';
import { HttpError } from '../data/HttpError.js';
import { applyLocalizedServerErrors, serverFieldMessage } from './serverFieldErrors.js';

const t = (key: string) => (key === 'validation.required' ? '必須です' : key);

describe('serverFieldMessage', () => {
  it('translates a known rule code with the model messages', () => {
    expect(serverFieldMessage({ code: 'unique', message: 'This name is already in use' }, 'ja', t)).toBe('この名前は既に使用されています');
  });

  it('falls back to the common validation message, then to the server text', () => {
    expect(serverFieldMessage({ code: 'required', message: 'x' }, 'en', (key) => (key === 'validation.required' ? 'Required' : key))).toBe('This field is required');
    expect(serverFieldMessage({ code: 'cycle', message: 'cannot be this organization' }, 'en', t)).toBe('cannot be this organization');
  });
});

describe('applyLocalizedServerErrors', () => {
  it('sets errors only on fields the form shows', () => {
    const set: Array<[string, string | undefined]> = [];
    const form = { setError: (name: string, error: { message?: string }) => void set.push([name, error.message]) };
    const error = new HttpError(400, 'VALIDATION_FAILED', 'bad', [
      { path: 'name', code: 'unique', message: 'This name is already in use' },
      { path: 'ipAllowList.0.ipAddress', code: 'ipAddress', message: 'must be a valid IPv4' },
      { path: 'children', code: 'inUse', message: 'in use' },
    ]);
    expect(applyLocalizedServerErrors(form, error, 'en', t, new Set(['name', 'ipAllowList']))).toBe(2);
    expect(set).toEqual([
      ['name', 'This name is already in use'],
      ['ipAllowList.0.ipAddress', 'must be a valid IPv4'],
    ]);
  });
});
