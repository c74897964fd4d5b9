import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { Id, Nullable } from '../common.js';
import { Device } from '../device.js';
import { defineEntity } from './define-entity.js';
import { field } from './entity-field.js';
import { entityEditSchema, entityFormFields, entityFormSchema } from './entity-form-schemas.js';

const fields = entityFormFields(Device, 'edit');

describe('entityEditSchema', () => {
  it('keeps the update body, with the fields the create body requires required', () => {
    const schema = entityEditSchema(Device, fields) as { required: string[]; properties: object; additionalProperties: boolean };
    expect(schema.required).toEqual(['name', 'type', 'buildingId']);
    expect(schema.properties).toBe((Device.update as unknown as { properties: object }).properties);
    expect(schema.additionalProperties).toBe(false);
    expect(entityEditSchema(Device, fields)).toBe(schema);
  });

  it('requires only fields the form holds', () => {
    expect((entityEditSchema(Device, ['name', 'model']) as { required: string[] }).required).toEqual(['name']);
  });
});

const Account = defineEntity({
  name: 'accounts',
  area: 'operators',
  fields: {
    login: field(Type.String({ minLength: 1 }), { input: 'required' }),
    password: field(Type.String({ minLength: 10 }), { input: 'required', column: false, secret: true }),
    homeId: field(Nullable(Id), { input: 'required', bodySchema: Id }),
  },
});

describe('entity form schemas', () => {
  it('never require a secret on edit: left empty, the stored one is kept', () => {
    expect((entityEditSchema(Account, ['login', 'password', 'homeId']) as { required: string[] }).required).toEqual(['login', 'homeId']);
  });

  it('mark secrets write-only, one object per entity and body', () => {
    const create = entityFormSchema(Account, 'create') as { properties: Record<string, { writeOnly?: boolean }> };
    expect(create.properties.password?.writeOnly).toBe(true);
    expect(create.properties.login?.writeOnly).toBeUndefined();
    expect(entityFormSchema(Account, 'create')).toBe(create);
    expect(entityFormSchema(Device, 'create')).toBe(Device.create);
  });
});
