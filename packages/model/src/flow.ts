import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { MultilineText, RequiredMultilineText } from './text-rules.js';

// Flow (§3, §5): name at most 24; building, floor and JSON definition required. The definition
// travels as the raw JSON text so the server can name the line and column of a syntax error.
// `sortOrder` is the position within the building (flow/settings moves flows up and down); the
// server sets it, as it sets the organization, which follows the building.

const strict = { additionalProperties: false } as const;

/** Largest definition text accepted (flows, command lists and work plans share it). */
export const DefinitionMaxLength = 200_000;
/** A JSON definition as typed: required, checked for syntax by the server. */
export const DefinitionText = RequiredMultilineText(DefinitionMaxLength);

/** Flows (§3, §5): any signed-in user reads, an organization administrator writes (§6); a new one is placed last in its building. */
export const Flow = defineEntity({
  name: 'flows',
  area: 'flows',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    sortOrder: field(Type.Integer({ minimum: 0 }), { input: 'none', listColumn: 'shown', width: 90 }),
    name: field(RequiredText(24), { input: 'required', listColumn: 'shown', searchable: true, width: 220 }),
    buildingId: field(Id, { input: 'required', references: '/buildings' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors', referenceParent: 'buildingId' }),
    flowGroupId: field(Nullable(Id), { references: '/buildings/:buildingId/flowGroups', referenceParent: 'buildingId', listColumn: 'shown' }),
    enabled: field(Type.Boolean(), { listColumn: 'shown', initial: true }),
    description: field(MultilineText(512), { sortable: false, widget: 'multiline' }),
    definition: field(DefinitionText, {
      input: 'required', inList: false, filterable: false, sortable: false, widget: 'json', hintKey: 'hint.definition', initial: '{\n  "steps": []\n}',
    }),
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'floorId', 'flowGroupId', 'description', 'sortOrder', 'enabled', 'updatedAt'],
  defaultSort: { id: 'sortOrder', desc: false },
});

/** A flow as the API answers it. */
export const FlowRecord = Flow.record;
export type FlowRecord = Static<typeof FlowRecord>;
/** Body to create a flow: name, building, floor and definition required. */
export const FlowCreate = Flow.create;
export type FlowCreate = Static<typeof FlowCreate>;
/** Body to change a flow: any subset of the create fields. */
export const FlowUpdate = Flow.update;
export type FlowUpdate = Static<typeof FlowUpdate>;

/** Body of POST /api/flows/:id/move: swap places with the neighbour above or below in its building. */
export const FlowMove = Type.Object({ direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) }, strict);
export type FlowMove = Static<typeof FlowMove>;
