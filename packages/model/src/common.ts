import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Database identifiers are positive integers. */
export const Id = Type.Integer({ minimum: 1 });
/** A string that must not be blank. */
export const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });
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
