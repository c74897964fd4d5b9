import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
import { KeyManagerType } from './business-constants.js';

const type = Type.Union(Object.values(KeyManagerType).map((v) => Type.Literal(v)));
const value = Type.String({ minLength: 8, maxLength: 512, pattern: '^\\S+$' });

/** An API key of a §9 key manager type; the value is only ever answered masked. */
export const ApiKeyRecord = Type.Object({
  id: Id,
  type,
  name: RequiredText(64),
  maskedValue: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ApiKeyRecord = Static<typeof ApiKeyRecord>;

/** Body to store a key. */
export const ApiKeyCreate = Type.Object({ type, name: RequiredText(64), value }, { additionalProperties: false });
export type ApiKeyCreate = Static<typeof ApiKeyCreate>;

/** Body to rename a key or rotate its value (the type never changes). */
export const ApiKeyUpdate = Type.Partial(Type.Object({ name: RequiredText(64), value }), { additionalProperties: false });
export type ApiKeyUpdate = Static<typeof ApiKeyUpdate>;

/** A key as people may see it: the first four and last four characters. */
export function maskKey(value: string): string {
  if (value.length <= 8) return '•'.repeat(value.length);
  return `${value.slice(0, 4)}${'•'.repeat(8)}${value.slice(-4)}`;
}
