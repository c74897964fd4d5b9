import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
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

const mappingFields = {
  name: RequiredText(64),
  buildingId: Id,
  commandListId: Id,
  description: MultilineText(512),
  bindings: Type.Array(CommandBinding, { maxItems: 100 }),
};

/** A command mapping as the API answers it. */
export const CommandMappingRecord = Type.Object({ id: Id, organizationId: Id, ...mappingFields, createdAt: DateTime, updatedAt: DateTime });
export type CommandMappingRecord = Static<typeof CommandMappingRecord>;

/** Body to create a command mapping. */
export const CommandMappingCreate = Type.Object(
  {
    name: mappingFields.name,
    buildingId: mappingFields.buildingId,
    commandListId: mappingFields.commandListId,
    description: Type.Optional(mappingFields.description),
    bindings: Type.Optional(mappingFields.bindings),
  },
  strict,
);
export type CommandMappingCreate = Static<typeof CommandMappingCreate>;

/** Body to change a command mapping. */
export const CommandMappingUpdate = Type.Partial(CommandMappingCreate, strict);
export type CommandMappingUpdate = Static<typeof CommandMappingUpdate>;
