import { Id, Nullable, Type, defineEntity, field } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { entityFormSchema, entityFormValues, withoutKeptSecrets } from './entityFormValues.js';

const Account = defineEntity({
  name: 'accounts',
  area: 'operators',
  fields: {
    login: field(Type.String({ minLength: 1 }), { input: 'required' }),
    password: field(Type.String({ minLength: 10 }), { input: 'required', column: false, secret: true }),
    homeId: field(Nullable(Id), { input: 'required', bodySchema: Id }),
  },
});

describe('entity forms', () => {
  it('start a field from the schema its body carries', () => {
    expect(entityFormValues(Account, 'create')).toEqual({ login: '', password: '', homeId: '' });
  });

  it('accept an empty secret on edit only, and leave it out of the body so the stored one is kept', () => {
    expect(entityFormSchema(Account, 'create')).toBe(Account.create);
    const edit = entityFormSchema(Account, 'edit') as { properties: { password: { anyOf: unknown[] } } };
    expect(edit.properties.password.anyOf).toContainEqual({ const: '' });
    expect(entityFormSchema(Account, 'edit')).toBe(edit);
    expect(withoutKeptSecrets(Account, { login: 'a', password: '' }, 'edit')).toEqual({ login: 'a' });
    expect(withoutKeptSecrets(Account, { login: 'a', password: 'long-enough' }, 'edit')).toEqual({ login: 'a', password: 'long-enough' });
    expect(withoutKeptSecrets(Account, { password: '' }, 'create')).toEqual({ password: '' });
  });
});
