import { Type, type Static } from '@sinclair/typebox';
import { RequiredText } from './common.js';
import { KeyManagerType } from './business-constants.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';

const type = Type.Union(Object.values(KeyManagerType).map((v) => Type.Literal(v)));
const value = Type.String({ minLength: 8, maxLength: 512, pattern: '^\\S+$' });

/**
 * API keys by §9 key manager type (SSD, SkyWay, Azure). The value is write-only and answered only
 * masked (`maskedValue`, read from the same column, never filtered or sorted so the value cannot be
 * probed); rotating is a PATCH of `value`; the type never changes.
 */
export const ApiKey = defineEntity({
  name: 'apiKeys',
  area: 'apiKeys',
  path: '/keys',
  table: 'keys',
  fields: {
    type: field(type, { input: 'requiredCreateOnly' }),
    name: field(RequiredText(64), { input: 'required' }),
    value: field(value, { input: 'required', secret: true }),
    maskedValue: field(Type.String(), { input: 'none', column: 'value', filterable: false, sortable: false }),
  },
  defaultSort: { id: 'createdAt', desc: true },
});

/** An API key as the API answers it: the value only masked. */
export const ApiKeyRecord = ApiKey.record;
export type ApiKeyRecord = Static<typeof ApiKeyRecord>;
/** Body to store a key. */
export const ApiKeyCreate = ApiKey.create;
export type ApiKeyCreate = Static<typeof ApiKeyCreate>;
/** Body to rename a key or rotate its value (the type never changes). */
export const ApiKeyUpdate = ApiKey.update;
export type ApiKeyUpdate = Static<typeof ApiKeyUpdate>;

/** A key as people may see it: the first four and last four characters. */
export function maskKey(value: string): string {
  if (value.length <= 8) return '•'.repeat(value.length);
  return `${value.slice(0, 4)}${'•'.repeat(8)}${value.slice(-4)}`;
}
