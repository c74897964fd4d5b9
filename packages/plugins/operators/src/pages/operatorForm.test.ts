import { Operator } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { operatorEditSchema, operatorIssues, toOperatorBody } from './operatorForm.js';

describe('operator form', () => {
  it('requires a password on create only', () => {
    expect(Operator.create.required).toContain('password');
    expect(operatorEditSchema.required ?? []).not.toContain('password');
    expect(operatorEditSchema.properties.password.anyOf).toContainEqual({ const: '' });
  });

  it('checks the password rules with the login id, and not when the password is kept', () => {
    expect(operatorIssues({ loginId: 'kenji@example.com', password: 'kenjiKenji123' }).map((e) => e.code)).toContain('passwordContainsLoginId');
    expect(operatorIssues({ loginId: 'a@example.com', password: 'alllowercase' }).map((e) => e.code)).toEqual(['passwordClasses']);
    expect(operatorIssues({ loginId: 'a@example.com', password: '' })).toEqual([]);
  });

  it('drops an empty password and the restriction of non-general types', () => {
    expect(toOperatorBody({ loginId: 'a@b.example', type: 2, password: '', restrictEditFlow: true })).toEqual({ loginId: 'a@b.example', type: 2, restrictEditFlow: false });
    expect(toOperatorBody({ type: 0, password: 'Secret-Pass-1', restrictEditFlow: true })).toEqual({ type: 0, password: 'Secret-Pass-1', restrictEditFlow: true });
  });
});
