import { Type, type Static } from '@sinclair/typebox';
import { CommandListMode } from './business-constants.js';
import { DateTime, Id, RequiredText } from './common.js';
import { DefinitionText } from './flow.js';
import { MultilineText } from './text-rules.js';

// Command list (§3, §5): name at most 64, building and definition JSON required; modes 10-13,
// and 110-113 for system admins only (§6, §9); a mode only once per building (server check).
// `revision` is kept by the server: 1 on creation, one more on every change.

const strict = { additionalProperties: false } as const;

/** A §9 command-list mode. */
export const CommandListModeValue = Type.Union(CommandListMode.map((mode) => Type.Literal(mode)));

const commandListFields = {
  name: RequiredText(64),
  buildingId: Id,
  mode: CommandListModeValue,
  memo: MultilineText(1024),
  definition: DefinitionText,
};

/** A command list as the API answers it. */
export const CommandListRecord = Type.Object({
  id: Id,
  organizationId: Id,
  ...commandListFields,
  revision: Type.Integer({ minimum: 1 }),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type CommandListRecord = Static<typeof CommandListRecord>;

/** Body to create a command list. */
export const CommandListCreate = Type.Object(
  {
    name: commandListFields.name,
    buildingId: commandListFields.buildingId,
    mode: commandListFields.mode,
    definition: commandListFields.definition,
    memo: Type.Optional(commandListFields.memo),
  },
  strict,
);
export type CommandListCreate = Static<typeof CommandListCreate>;

/** Body to change a command list. */
export const CommandListUpdate = Type.Partial(CommandListCreate, strict);
export type CommandListUpdate = Static<typeof CommandListUpdate>;

/** A flow or work plan that refers to a command list (`"commandListId": <id>` in its definition). */
export const CommandListUser = Type.Object({ id: Id, name: Type.String(), buildingId: Id });
export type CommandListUser = Static<typeof CommandListUser>;

/** Answer of GET /api/command-lists/:id/usage; both lists empty when it is not used. */
export const CommandListUsage = Type.Object({ flows: Type.Array(CommandListUser), workPlans: Type.Array(CommandListUser) });
export type CommandListUsage = Static<typeof CommandListUsage>;
