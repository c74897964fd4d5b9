// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@fleetdeck/model';
import { readToken, writeToken } from './tokenStorage.js';

const hint = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

describe('writeToken', () => {
  afterEach(() => writeToken(null));

  it('keeps the token, and beside it the signed-in hint cookie for the server', () => {
    writeToken('token-1');
    expect(readToken()).toBe('token-1');
    expect(hint()).toBe(`${SIGNED_IN_HINT_COOKIE}=1`);
  });

  it('drops both when the token goes', () => {
    writeToken('token-1');
    writeToken(null);
    expect(readToken()).toBeNull();
    expect(hint()).toBeUndefined();
  });

  it('writes the hint cookie only when it changes', () => {
    let owner: object = document;
    while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const cookieWrites = vi.spyOn(owner as Document, 'cookie', 'set');
    try {
      writeToken(null);
      expect(cookieWrites).not.toHaveBeenCalled();
      writeToken('token-1');
      writeToken('token-2');
      expect(cookieWrites).toHaveBeenCalledTimes(1);
      expect(hint()).toBe(`${SIGNED_IN_HINT_COOKIE}=1`);
    } finally {
      cookieWrites.mockRestore();
    }
  });
});
