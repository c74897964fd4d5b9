import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { checkOperatorPassword, checkResetPassword, passwordClassCount } from './password-rules.js';
import { LoginBody, ResetPasswordBody } from './auth.js';
import { OperatorCreate } from './operator.js';
import { IpAllowEntry } from './building.js';

const ajv = new Ajv({ allErrors: true });
addFormats.default(ajv);

describe('checkOperatorPassword', () => {
  it('accepts 3 of 4 classes within 10-32 characters', () => {
    expect(checkOperatorPassword('Abcdefgh12', 'taro@example.com')).toEqual([]);
    expect(checkOperatorPassword('abcdefg12!', 'taro@example.com')).toEqual([]);
  });
  it('refuses only two classes', () => {
    expect(checkOperatorPassword('abcdefgh12', 'taro@example.com').map((e) => e.code)).toEqual(['passwordClasses']);
  });
  it('refuses lengths outside 10-32', () => {
    expect(checkOperatorPassword('Abcdef12!', 'x@example.com').map((e) => e.code)).toEqual(['passwordLength']);
    expect(checkOperatorPassword(`Ab1!${'a'.repeat(29)}`, 'x@example.com').map((e) => e.code)).toEqual(['passwordLength']);
    expect(checkOperatorPassword(`Ab1!${'a'.repeat(28)}`, 'x@example.com')).toEqual([]);
  });
  it('refuses full-width characters', () => {
    expect(checkOperatorPassword('Ａbcdefgh12!', 'x@example.com').map((e) => e.code)).toEqual(['passwordHalfWidth']);
  });
  it('refuses a password containing the login id or its local part, in any case', () => {
    expect(checkOperatorPassword('X1!Taro@Example.com', 'taro@example.com').map((e) => e.code)).toContain('passwordContainsLoginId');
    expect(checkOperatorPassword('Xy1!TARO99', 'taro@example.com').map((e) => e.code)).toEqual(['passwordContainsLoginId']);
  });
  it('names the field path it was given', () => {
    expect(checkOperatorPassword('short', 'a@b.co', 'newPassword')[0]?.path).toBe('newPassword');
  });
  it('counts classes', () => {
    expect(passwordClassCount('aA1!')).toBe(4);
    expect(passwordClassCount('aaaa')).toBe(1);
    expect(passwordClassCount('[]^_`{|}~')).toBe(1);
  });
});

describe('checkResetPassword', () => {
  it('needs letters and digits, at least 8', () => {
    expect(checkResetPassword('abcd1234', 'abcd1234')).toEqual([]);
    expect(checkResetPassword('abcdefgh', 'abcdefgh').map((e) => e.code)).toEqual(['passwordLettersDigits']);
    expect(checkResetPassword('abc123', 'abc123').map((e) => e.code)).toEqual(['passwordLettersDigits']);
  });
  it('needs the confirmation to match', () => {
    expect(checkResetPassword('abcd1234', 'abcd1235')).toEqual([
      { path: 'passwordConfirm', code: 'passwordConfirmMismatch', message: 'The passwords do not match' },
    ]);
  });
});

describe('schemas under ajv', () => {
  it('login needs an e-mail and a password of at least 6', () => {
    const v = ajv.compile(LoginBody);
    expect(v({ loginId: 'a@b.co', loginPw: '123456' })).toBe(true);
    expect(v({ loginId: 'not-mail', loginPw: '123456' })).toBe(false);
    expect(v({ loginId: 'a@b.co', loginPw: '12345' })).toBe(false);
    expect(v.errors?.[0]?.instancePath).toBe('/loginPw');
  });
  it('reset password pattern needs letters and digits', () => {
    const v = ajv.compile(ResetPasswordBody);
    expect(v({ token: 't', password: 'abcd1234', passwordConfirm: 'abcd1234' })).toBe(true);
    expect(v({ token: 't', password: '12345678', passwordConfirm: '12345678' })).toBe(false);
  });
  it('operator names at most 20 and required', () => {
    const v = ajv.compile(OperatorCreate);
    const ok = { loginId: 'a@b.co', lastName: 'Yamada', firstName: 'Taro', type: 0, organizationId: 1, buildingId: 1, password: 'Abcdefgh12' };
    expect(v(ok)).toBe(true);
    expect(v({ ...ok, lastName: 'x'.repeat(21) })).toBe(false);
    expect(v({ ...ok, firstName: '' })).toBe(false);
    expect(v({ ...ok, type: 3 })).toBe(false);
  });
  it('IP allow-list entries need a valid address', () => {
    const v = ajv.compile(IpAllowEntry);
    for (const ip of ['127.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32']) expect(v({ ipAddress: ip, description: '', restricted: true })).toBe(true);
    for (const ip of ['256.1.1.1', '1.2.3', 'example.com', '10.0.0.0/33', '']) expect(v({ ipAddress: ip, description: '', restricted: true })).toBe(false);
  });
});
