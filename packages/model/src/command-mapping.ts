import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { MultilineText } from './text-rules.js';

// Command mapping: the spec names the screens only, so the fields are ours. A mapping binds the
// keys or buttons of a controller (a teleoperation keyboard, a remote, a kiosk) to commands of one
// command list of the same building:
//   name (required, at most 64), buildingId, commandListId, description (at most 512),
//   bindings: up to 100 of { key (required, at most 32), command (required, at most 128) },
//   each key at most once (server check).

const strict = { additionalProperties: false } as const;

/** One key or button and the command it sends. */
export const CommandBinding = Type.Object({ key: RequiredText(32), command: RequiredText(128) }, strict);
export type CommandBinding = Static<typeof CommandBinding>;

/** Command mappings: any signed-in user reads, admins write; the organization follows the building. */
export const CommandMapping = defineEntity({
  name: 'commandMappings',
  area: 'commandMappings',
  path: '/command-mappings',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    // Labels under `mapping.`: the commands plugin's `field.name` is a command list's.
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 260, labelKey: 'mapping.name' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', labelKey: 'mapping.buildingId' }),
    commandListId: field(Id, { input: 'required', references: '/command-lists', labelKey: 'mapping.commandListId' }),
    description: field(MultilineText(512), { listColumn: 'shown', sortable: false, searchable: true, widget: 'multiline', labelKey: 'mapping.description' }),
    bindings: field(Type.Array(CommandBinding, { maxItems: 100 }), { labelKey: 'mapping.bindings' }),
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'commandListId', 'description', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A command mapping as the API answers it. */
export const CommandMappingRecord = CommandMapping.record;
export type CommandMappingRecord = Static<typeof CommandMappingRecord>;
/** Body to create a command mapping: name, building and command list required. */
export const CommandMappingCreate = CommandMapping.create;
export type CommandMappingCreate = Static<typeof CommandMappingCreate>;
/** Body to change a command mapping: any subset of the create fields. */
export const CommandMappingUpdate = CommandMapping.update;
export type CommandMappingUpdate = Static<typeof CommandMappingUpdate>;
