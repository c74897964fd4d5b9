import { describe, expect, it } from 'vitest';
import { codeFailure, loginFailureKey } from './loginFailure.js';

describe('loginFailureKey', () => {
  it('reports the IP allow-list by code', () => {
    expect(loginFailureKey({ status: 403, code: 'IP_NOT_ALLOWED', message: 'whatever' })).toBe('login.ipNotAllowed');
  });

  it('reports the IP allow-list by message when the code is generic', () => {
    expect(loginFailureKey({ status: 403, code: 'FORBIDDEN', message: 'Your IP address is not allowed' })).toBe('login.ipNotAllowed');
  });

  it('treats any other 403 as the lockout', () => {
    expect(loginFailureKey({ status: 403, code: 'ACCOUNT_LOCKED', message: 'locked' })).toBe('login.locked');
  });

  it('treats 401 and other failures as a wrong email or password', () => {
    expect(loginFailureKey({ status: 401, code: 'LOGIN_FAILED' })).toBe('login.failed');
    expect(loginFailureKey({ status: 400, code: 'VALIDATION_FAILED' })).toBe('login.failed');
    expect(loginFailureKey({ status: 0 })).toBe('login.failed');
  });

  it('asks to wait and retry when the server limits sign-in requests', () => {
    expect(loginFailureKey({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in requests.' })).toBe('login.tooManyRequests');
  });

  it('leaves contract ended and payment incomplete to the shell', () => {
    expect(loginFailureKey({ status: 499, code: 'CONTRACT_ENDED' })).toBeNull();
    expect(loginFailureKey({ status: 498, code: 'PAYMENT_INCOMPLETE' })).toBeNull();
  });
});

describe('codeFailure', () => {
  it('distinguishes an expired code from a mismatch', () => {
    expect(codeFailure({ status: 401, code: 'AUTH_CODE_EXPIRED' })).toEqual({ kind: 'expired', key: 'code.expired' });
    expect(codeFailure({ status: 401, code: 'AUTH_CODE_MISMATCH' })).toEqual({ kind: 'mismatch', key: 'code.mismatch' });
  });

  it('falls back to the login messages', () => {
    expect(codeFailure({ status: 403, code: 'ACCOUNT_LOCKED' })).toEqual({ kind: 'login', key: 'login.locked' });
    expect(codeFailure({ status: 401, code: 'UNAUTHORIZED' })).toEqual({ kind: 'login', key: 'login.failed' });
    expect(codeFailure({ status: 429, code: 'TOO_MANY_REQUESTS' })).toEqual({ kind: 'login', key: 'login.tooManyRequests' });
  });
});
