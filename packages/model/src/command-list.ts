import { Type, type Static } from '@sinclair/typebox';
import { CommandListMode } from './business-constants.js';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { DefinitionText } from './flow.js';
import { MultilineText } from './text-rules.js';

// Command list (§3, §5): name at most 64, building and definition JSON required; modes 10-13,
// and 110-113 for system admins only (§6, §9); a mode only once per building (server check).
// `revision` is kept by the server: 1 on creation, one more on every change.

/** A §9 command-list mode. */
export const CommandListModeValue = Type.Union(CommandListMode.map((mode) => Type.Literal(mode)));

/**
 * Command lists (§3, §5): any signed-in user reads (command/list/read-only), system admins write
 * (command/list, create and {id}, §2). The organization follows the building.
 */
export const CommandList = defineEntity({
  name: 'commandLists',
  area: 'commandLists',
  path: '/command-lists',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 260 }),
    buildingId: field(Id, { input: 'required', references: '/buildings' }),
    mode: field(CommandListModeValue, { input: 'required', listColumn: 'shown', width: 100 }),
    // Before the memo so the list shows name, mode, revision, memo.
    revision: field(Type.Integer({ minimum: 1 }), { input: 'none', listColumn: 'shown', width: 100 }),
    memo: field(MultilineText(1024), { listColumn: 'shown', sortable: false, searchable: true, widget: 'multiline' }),
    definition: field(DefinitionText, {
      input: 'required', inList: false, filterable: false, sortable: false, widget: 'json', hintKey: 'hint.definition', initial: '{\n  "commands": []\n}',
    }),
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'mode', 'memo', 'revision', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A command list as the API answers it. */
export const CommandListRecord = CommandList.record;
export type CommandListRecord = Static<typeof CommandListRecord>;
/** Body to create a command list: name, building, mode and definition required. */
export const CommandListCreate = CommandList.create;
export type CommandListCreate = Static<typeof CommandListCreate>;
/** Body to change a command list: any subset of the create fields. */
export const CommandListUpdate = CommandList.update;
export type CommandListUpdate = Static<typeof CommandListUpdate>;

/** A flow or work plan that refers to a command list (`"commandListId": <id>` in its definition). */
export const CommandListUser = Type.Object({ id: Id, name: Type.String(), buildingId: Id });
export type CommandListUser = Static<typeof CommandListUser>;

/** Answer of GET /api/command-lists/:id/usage; both lists empty when it is not used. */
export const CommandListUsage = Type.Object({ flows: Type.Array(CommandListUser), workPlans: Type.Array(CommandListUser) });
export type CommandListUsage = Static<typeof CommandListUsage>;
