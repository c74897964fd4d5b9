import { Type, type Static } from '@sinclair/typebox';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { MultilineText } from './text-rules.js';

/** How a configuration value is read: plain text or a JSON document. */
export const ConfigValueType = ['text', 'json'] as const;
export type ConfigValueType = (typeof ConfigValueType)[number];

const valueType = Type.Union(ConfigValueType.map((v) => Type.Literal(v)));
/** Configuration keys are dotted identifiers (`mail.sender`), unique in the installation. */
export const ConfigKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' });

/** Installation-wide configuration entries; a `json` value must parse (checked by `configValueError`). */
export const SystemConfig = defineEntity({
  name: 'systemConfigs',
  area: 'systemConfigs',
  path: '/system/configs',
  fields: {
    key: field(ConfigKey, { input: 'required', labelKey: 'config.key', hintKey: 'config.keyHint', listColumn: 'shown', searchable: true, width: 220 }),
    valueType: field(valueType, { input: 'required', labelKey: 'config.valueType', choiceKey: 'config.valueTypes', listColumn: 'shown', initial: 'text' }),
    value: field(Type.String({ maxLength: 10000 }), { input: 'required', labelKey: 'config.value', sortable: false, widget: 'multiline', listColumn: 'shown', width: 280 }),
    description: field(MultilineText(256), { labelKey: 'config.description', listColumn: 'shown', searchable: true, width: 280 }),
  },
  titleField: 'key',
});

/** One installation-wide configuration entry. */
export const SystemConfigRecord = SystemConfig.record;
export type SystemConfigRecord = Static<typeof SystemConfigRecord>;
/** Body to add an entry. */
export const SystemConfigCreate = SystemConfig.create;
export type SystemConfigCreate = Static<typeof SystemConfigCreate>;
/** Body to change an entry. */
export const SystemConfigUpdate = SystemConfig.update;
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
