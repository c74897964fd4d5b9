import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { fieldError } from './fieldError.js';

describe('fieldError', () => {
  it('finds nested messages by dot path and nothing elsewhere', () => {
    const errors = { name: { type: 'required', message: 'Required' }, ipAllowList: [{ ipAddress: { type: 'x', message: 'Bad IP' } }] } as unknown as FieldErrors;
    expect(fieldError(errors, 'name')).toBe('Required');
    expect(fieldError(errors, 'ipAllowList.0.ipAddress')).toBe('Bad IP');
    expect(fieldError(errors, 'city')).toBeUndefined();
  });
});
