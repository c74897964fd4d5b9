import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Id, Nullable } from '../common.js';
import type { Device} from '../device.js';
import { type DeviceCreate, type DeviceRecord, type DeviceUpdate } from '../device.js';
import { RequiredText } from '../text-rules.js';
import { defineEntity, entityColumns, relation } from './define-entity.js';
import { acceptsEmptyText, field } from './entity-field.js';

const Gadget = defineEntity({
  name: 'gadgets',
  area: 'devices',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    serialNo: field(RequiredText(16), { input: 'createOnly' }),
    badge: field(RequiredText(8), { input: 'requiredCreateOnly' }),
    name: field(RequiredText(40), { input: 'required' }),
    enabled: field(Type.Boolean()),
    ownerId: field(Nullable(Id)),
  },
  relations: { parts: relation('gadget_parts', 'gadget_id', Type.Object({ id: Id, name: Type.String() })) },
});

const Note = defineEntity({
  name: 'notes',
  area: 'chats',
  fields: {
    robotSerialNo: field(RequiredText(24), { input: 'requiredCreateOnly' }),
    summary: field(Type.String()),
    lines: field(Type.Optional(Type.Array(Type.Object({ text: Type.String(), at: Type.String() }))), {
      column: false,
      bodySchema: Type.Array(Type.Object({ text: Type.String() }, { additionalProperties: false })),
    }),
  },
});

describe('defineEntity', () => {
  it('derives the create body: required and required create-only fields required, optional and create-only optional, server-set fields refused', () => {
    expect(Value.Check(Gadget.create, { name: 'a', serialNo: 'S1', badge: 'B' })).toBe(true);
    expect(Value.Check(Gadget.create, { name: 'a', badge: 'B' })).toBe(true);
    expect(Value.Check(Gadget.create, { serialNo: 'S1', badge: 'B' })).toBe(false);
    expect(Value.Check(Gadget.create, { name: 'a' })).toBe(false);
    expect(Value.Check(Gadget.create, { name: 'a', badge: 'B', organizationId: 2 })).toBe(false);
    expect(Value.Check(Gadget.create, { name: 'a', badge: 'B', colour: 'red' })).toBe(false);
  });

  it('derives the update body: any subset, never a create-only field', () => {
    expect(Value.Check(Gadget.update, {})).toBe(true);
    expect(Value.Check(Gadget.update, { enabled: true })).toBe(true);
    expect(Value.Check(Gadget.update, { serialNo: 'S2' })).toBe(false);
    expect(Value.Check(Gadget.update, { badge: 'C' })).toBe(false);
  });

  it('requires a create-required field on create and refuses it on update', () => {
    expect(Value.Check(Note.create, { summary: 's' })).toBe(false);
    expect(Value.Check(Note.create, { robotSerialNo: 'R1' })).toBe(true);
    expect(Value.Check(Note.update, { summary: 's' })).toBe(true);
    expect(Value.Check(Note.update, { robotSerialNo: 'R2' })).toBe(false);
    expectTypeOf<Static<typeof Note.create>['robotSerialNo']>().toEqualTypeOf<string>();
    expectTypeOf<Static<typeof Note.update>>().not.toHaveProperty('robotSerialNo');
  });

  it('answers a field with its record schema when it has one, and takes the body schema in writes', () => {
    expect(Value.Check(Note.record.properties.lines, [{ text: 'a', at: 'now' }])).toBe(true);
    expect(Value.Check(Note.create.properties.lines, [{ text: 'a', at: 'now' }])).toBe(false);
    expect(Reflect.get(Note.record, 'required')).toEqual(expect.not.arrayContaining(['lines']));
    expectTypeOf<Static<typeof Note.record>['lines']>().toEqualTypeOf<Array<{ text: string; at: string }> | undefined>();
  });

  it('answers id, fields, timestamps and relations in the record', () => {
    expect(Object.keys(Gadget.record.properties)).toEqual(['id', 'organizationId', 'serialNo', 'badge', 'name', 'enabled', 'ownerId', 'createdAt', 'updatedAt', 'parts']);
    const required: unknown = Reflect.get(Gadget.record, 'required');
    expect(required).toEqual(expect.not.arrayContaining(['parts']));
  });

  it('takes a body in the field\'s body schema where it differs from the answered one', () => {
    const Lock = defineEntity({
      name: 'locks',
      area: 'devices',
      fields: { code: field(Type.Object({ codeSet: Type.Boolean() }), { bodySchema: Type.Object({ code: Type.String() }) }) },
    });
    expect(Value.Check(Lock.create, { code: { code: '1234' } })).toBe(true);
    expect(Value.Check(Lock.update, { code: { codeSet: true } })).toBe(false);
    expect(Value.Check(Lock.record.properties.code, { codeSet: true })).toBe(true);
    expectTypeOf<(typeof Lock.create)['static']['code']>().toEqualTypeOf<{ code: string } | undefined>();
  });

  it('keeps a write-only secret out of the record, and a create-required field out of the update', () => {
    const Key = defineEntity({
      name: 'tokens',
      area: 'apiKeys',
      fields: {
        kind: field(Type.Integer(), { input: 'requiredCreateOnly' }),
        value: field(RequiredText(64), { input: 'required', secret: true }),
        hasValue: field(Type.Boolean(), { input: 'none', column: false }),
      },
    });
    expect(Object.keys(Key.record.properties)).toEqual(['id', 'kind', 'hasValue', 'createdAt', 'updatedAt']);
    expect(Value.Check(Key.create, { value: 'v' })).toBe(false);
    expect(Value.Check(Key.create, { kind: 1, value: 'v' })).toBe(true);
    expect(Value.Check(Key.update, { kind: 1 })).toBe(false);
    expect(Value.Check(Key.update, { value: 'w' })).toBe(true);
    expectTypeOf<typeof Key.record.static>().not.toHaveProperty('value');
  });

  it('tells text that may stay empty from text that must be typed', () => {
    expect(acceptsEmptyText(Type.String({ maxLength: 10 }))).toBe(true);
    expect(acceptsEmptyText(RequiredText(10))).toBe(false);
    expect(acceptsEmptyText(Type.String({ pattern: '^a+$' }))).toBe(false);
    expect(acceptsEmptyText(Id)).toBe(false);
  });

  it('answers no secret; a body may be narrower than the answer', () => {
    const Account = defineEntity({
      name: 'accounts',
      area: 'operators',
      fields: {
        password: field(Type.String({ minLength: 10 }), { input: 'required', column: false, secret: true }),
        homeId: field(Nullable(Id), { input: 'required', bodySchema: Id }),
      },
    });
    expect(Object.keys(Account.record.properties)).toEqual(['id', 'homeId', 'createdAt', 'updatedAt']);
    expect(Value.Check(Account.create, { password: 'long-enough-1', homeId: 3 })).toBe(true);
    expect(Value.Check(Account.create, { password: 'long-enough-1', homeId: null })).toBe(false);
    expect(Value.Check(Account.update, { homeId: null })).toBe(false);
    expectTypeOf<Static<typeof Account.record>>().not.toHaveProperty('password');
    expectTypeOf<Static<typeof Account.create>['homeId']>().toEqualTypeOf<number>();
  });

  it('names columns in snake_case unless told', () => {
    const columns = entityColumns(Gadget);
    expect(columns).toMatchObject({ organizationId: 'organization_id', serialNo: 'serial_no', createdAt: 'created_at' });
    expect(Gadget.table).toBe('gadgets');
    expect(Gadget.path).toBe('/gadgets');
  });

  it('refuses a declaration that names a field it does not have', () => {
    const declare = defineEntity as (declaration: object) => unknown;
    const fields = { name: field(Type.String()) };
    expect(() => declare({ name: 'x', area: 'devices', fields, listFields: ['nmae'] })).toThrow(/list field "nmae"/);
    expect(() => declare({ name: 'x', area: 'devices', fields, organization: 'org' })).toThrow(/organization field "org"/);
    const scoped = { buildingId: field(Type.Integer(), { references: '/buildings', referenceScope: 'organisationId' }) };
    expect(() => declare({ name: 'x', area: 'devices', fields: scoped })).toThrow(/reference scope "organisationId"/);
  });

  it('gives the compiler the fields, so a missing or misspelt field is a type error', () => {
    expectTypeOf<DeviceCreate>().toHaveProperty('urn');
    expectTypeOf<DeviceCreate>().not.toHaveProperty('organizationId');
    expectTypeOf<DeviceRecord['organizationId']>().toEqualTypeOf<number>();
    expectTypeOf<DeviceRecord['floorId']>().toEqualTypeOf<number | null>();
    expectTypeOf<DeviceUpdate['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Parameters<typeof Value.Check<typeof Device.create>>[1]>().toBeUnknown();
  });
});
