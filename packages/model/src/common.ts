import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RequiredText } from './text-rules.js';

export { RequiredText };

/**
 * Database identifiers are positive integers; the maximum keeps a coerced `1e20` from reaching
 * SQLite, which cannot bind it as an integer.
 */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** E-mail address as ajv-formats checks it. */
export const Email = Type.String({ format: 'email', minLength: 1, maxLength: 254 });
/** An ISO 8601 date-time string. */
export const DateTime = Type.String({ format: 'date-time' });
/** Either the given schema or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Text in both console languages. */
export const LocalizedText = Type.Object({ ja: Type.String(), en: Type.String() });
export type LocalizedText = Static<typeof LocalizedText>;
/** One named child item (robot group, flow group). */
export const NamedItem = Type.Object({ id: Id, name: RequiredText(40) });
export type NamedItem = Static<typeof NamedItem>;
