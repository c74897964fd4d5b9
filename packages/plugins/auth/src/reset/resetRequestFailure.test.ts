import { HttpError } from '@fleetdeck/sdk';
import { describe, expect, it } from 'vitest';
import { resetRequestFailureKey } from './resetRequestFailure.js';

describe('resetRequestFailureKey', () => {
  it('names the mail-send failure only when the server says the mail was not sent', () => {
    expect(resetRequestFailureKey(new HttpError(502, 'MAIL_SEND_FAILED', 'The password reset email could not be sent.'))).toBe('resetRequest.sendFailed');
    expect(resetRequestFailureKey(new HttpError(0, 'NETWORK', 'Failed to fetch'))).toBe('resetRequest.failed');
    expect(resetRequestFailureKey(new HttpError(500, 'INTERNAL', 'Internal server error'))).toBe('resetRequest.failed');
    expect(resetRequestFailureKey(new Error('boom'))).toBe('resetRequest.failed');
  });

  it('asks to wait and retry when the server limits reset requests', () => {
    expect(resetRequestFailureKey(new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many sign-in requests. Please try again in 42 seconds.'))).toBe('login.tooManyRequests');
  });
});
