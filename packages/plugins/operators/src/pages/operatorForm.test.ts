import { Operator } from '@fleetdeck/model';
import { entityFormValues } from '@fleetdeck/sdk';
import { describe, expect, it } from 'vitest';
import { operatorIssues, toOperatorBody } from './operatorForm.js';

describe('operator form', () => {
  it('requires a password on create only', () => {
    expect(Operator.create.required).toContain('password');
    expect(Operator.update.required ?? []).not.toContain('password');
    expect(Operator.fields.password.secret).toBe(true);
  });

  it('checks the password rules with the login id, and not when the password is kept', () => {
    expect(operatorIssues({ loginId: 'kenji@example.com', password: 'kenjiKenji123' }).map((e) => e.code)).toContain('passwordContainsLoginId');
    expect(operatorIssues({ loginId: 'a@example.com', password: 'alllowercase' }).map((e) => e.code)).toEqual(['passwordClasses']);
    expect(operatorIssues({ loginId: 'a@example.com', password: '' })).toEqual([]);
  });

  it('drops the restriction of non-general types', () => {
    expect(toOperatorBody({ loginId: 'a@b.example', type: 2, restrictEditFlow: true })).toEqual({ loginId: 'a@b.example', type: 2, restrictEditFlow: false });
    expect(toOperatorBody({ type: 0, password: 'Secret-Pass-1', restrictEditFlow: true })).toEqual({ type: 0, password: 'Secret-Pass-1', restrictEditFlow: true });
  });

  it('starts a new account with an empty password that must be changed at first login', () => {
    expect(entityFormValues(Operator, 'create')).toMatchObject({ password: '', passwordChangeRequired: true, restrictEditFlow: false, buildingId: '' });
  });
});
