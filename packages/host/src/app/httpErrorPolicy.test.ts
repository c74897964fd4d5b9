import { describe, expect, it } from 'vitest';
import { decideHttpErrorAction } from './httpErrorPolicy.js';

const err = (status: number, code = 'X', message = 'x') => ({ status, code, message });

describe('decideHttpErrorAction (spec §8)', () => {
  it('sends 401 to login unless already there', () => {
    expect(decideHttpErrorAction(err(401, 'UNAUTHORIZED'), '/robot/control', false)).toEqual({ alert: undefined, navigate: '/auth/login', clearSession: true });
    expect(decideHttpErrorAction(err(401, 'LOGIN_FAILED'), '/auth/login', false)).toEqual({ alert: undefined, navigate: undefined, clearSession: false });
  });

  it('sends a 403 that refuses the session or network to login and drops the session', () => {
    for (const code of ['IP_NOT_ALLOWED', 'ACCOUNT_LOCKED', 'NETWORK', '']) {
      expect(decideHttpErrorAction(err(403, code), '/operator/list', false), code).toMatchObject({ navigate: '/auth/login', clearSession: true });
    }
    expect(decideHttpErrorAction(err(403, 'ACCOUNT_LOCKED'), '/auth/login', false)).toEqual({ alert: undefined, navigate: undefined, clearSession: false });
  });

  it('keeps the session on a permission refusal (403 FORBIDDEN) and shows the no-permission message', () => {
    const refused = err(403, 'FORBIDDEN', 'You cannot change an account with more rights than yours');
    expect(decideHttpErrorAction(refused, '/operator/12', false)).toEqual({ alert: { key: 'actionForbidden', helpLink: false }, clearSession: false });
    // Even with another alert on screen: the refusal replaces it, and nobody is signed out.
    expect(decideHttpErrorAction(refused, '/operator/12', true)).toEqual({ alert: { key: 'actionForbidden', helpLink: false }, clearSession: false });
  });

  it('keeps the session on a §4 gate (403) and goes to the page that lifts it', () => {
    expect(decideHttpErrorAction(err(403, 'PASSWORD_CHANGE_REQUIRED'), '/robot/control', false)).toEqual({ navigate: '/my/chpwd', clearSession: false });
    expect(decideHttpErrorAction(err(403, 'TERMS_NOT_AGREED'), '/robot/control', false)).toEqual({ navigate: '/term/agreement', clearSession: false });
    expect(decideHttpErrorAction(err(403, 'PASSWORD_CHANGE_REQUIRED'), '/my/chpwd', false)).toEqual({ navigate: undefined, clearSession: false });
    expect(decideHttpErrorAction(err(403, 'TERMS_NOT_AGREED'), '/term/agreement', true)).toEqual({ navigate: undefined, clearSession: false });
    expect(decideHttpErrorAction(err(403, 'TERMS_NOT_AGREED'), '/auth/login', false)).toEqual({ navigate: undefined, clearSession: false });
  });

  it('alerts IP-not-allowed unless an alert is already shown, whatever the code says', () => {
    const ip = err(403, 'IP_NOT_ALLOWED', 'IP address is not allowed');
    expect(decideHttpErrorAction(ip, '/robot/control', false)?.alert).toEqual({ key: 'ipNotAllowed', helpLink: false });
    expect(decideHttpErrorAction(ip, '/auth/login', true)?.alert).toBeUndefined();
    expect(decideHttpErrorAction(err(403, 'FORBIDDEN', 'Your IP address is not allowed here'), '/x', false)).toEqual({
      alert: { key: 'ipNotAllowed', helpLink: false }, navigate: '/auth/login', clearSession: true,
    });
  });

  it('alerts 499 and 498 with the help-centre link, then goes to login', () => {
    expect(decideHttpErrorAction(err(499, 'CONTRACT_ENDED'), '/robot/control', true)).toEqual({
      alert: { key: 'contractEnded', helpLink: true }, navigate: '/auth/login', clearSession: true,
    });
    expect(decideHttpErrorAction(err(498, 'PAYMENT_INCOMPLETE'), '/auth/login', false)).toEqual({
      alert: { key: 'paymentIncomplete', helpLink: true }, navigate: undefined, clearSession: true,
    });
  });

  it('leaves other errors to the caller', () => {
    expect(decideHttpErrorAction(err(400, 'VALIDATION_FAILED'), '/x', false)).toBeNull();
    expect(decideHttpErrorAction(err(500, 'INTERNAL'), '/x', false)).toBeNull();
  });
});
