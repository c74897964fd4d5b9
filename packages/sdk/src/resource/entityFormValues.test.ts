import { Device, Id, LineText, Nullable, RequiredText, Type, defineEntity, entityEditSchema, field } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import { schemaBody } from '../forms/schemaBody.js';
import { entityFormValues } from './entityFormValues.js';

const Report = defineEntity({
  name: 'reports',
  area: 'chats',
  fields: {
    robotSerialNo: field(RequiredText(24), { input: 'requiredCreateOnly' }),
    location: field(LineText(128), { input: 'createOnly' }),
    summary: field(LineText(200)),
    ownerId: field(Id, { input: 'none' }),
  },
});

describe('entityFormValues', () => {
  it('edits fields fixed at creation only in the create form, server-set fields never', () => {
    expect(entityFormValues(Report, 'create')).toEqual({ robotSerialNo: '', location: '', summary: '' });
    expect(entityFormValues(Report, 'edit')).toEqual({ summary: '' });
  });
});

const fields = Object.keys(entityFormValues(Device, 'edit'));

describe('entityEditSchema with the form body', () => {
  it('leaves an emptied required choice is missing from the body the edit form checks', () => {
    const body = schemaBody({ name: 'Gate', type: '', buildingId: '' }, entityEditSchema(Device, fields)) as Record<string, unknown>;
    const schema = entityEditSchema(Device, fields) as { required: string[] };
    expect(schema.required.filter((name) => !(name in body))).toEqual(['type', 'buildingId']);
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

describe('entity forms', () => {
  it('start a field from the schema its body carries', () => {
    expect(entityFormValues(Account, 'create')).toEqual({ login: '', password: '', homeId: '' });
  });
});
