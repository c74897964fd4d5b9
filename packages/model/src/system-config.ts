import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id } from './common.js';
import { MultilineText } from './text-rules.js';

/** How a configuration value is read: plain text or a JSON document. */
export const ConfigValueType = ['text', 'json'] as const;
export type ConfigValueType = (typeof ConfigValueType)[number];

const valueType = Type.Union(ConfigValueType.map((v) => Type.Literal(v)));
/** Configuration keys are dotted identifiers (`mail.sender`), unique in the installation. */
export const ConfigKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' });

/** One installation-wide configuration entry. */
export const SystemConfigRecord = Type.Object({
  id: Id,
  key: ConfigKey,
  valueType,
  value: Type.String({ maxLength: 10000 }),
  description: MultilineText(256),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type SystemConfigRecord = Static<typeof SystemConfigRecord>;

/** Body to add an entry; a `json` value must parse (checked by `configValueError`). */
export const SystemConfigCreate = Type.Object(
  {
    key: ConfigKey,
    valueType,
    value: Type.String({ maxLength: 10000 }),
    description: Type.Optional(MultilineText(256)),
  },
  { additionalProperties: false },
);
export type SystemConfigCreate = Static<typeof SystemConfigCreate>;

/** Body to change an entry. */
export const SystemConfigUpdate = Type.Partial(SystemConfigCreate, { additionalProperties: false });
export type SystemConfigUpdate = Static<typeof SystemConfigUpdate>;

/** The JSON syntax problem of a `json` value (message with line and column), or null when it parses. */
export function configValueError(valueType: ConfigValueType, value: string): string | null {
  if (valueType !== 'json') return null;
  try {
    JSON.parse(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'invalid JSON';
  }
}
