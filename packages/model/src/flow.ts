import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { MultilineText, RequiredMultilineText } from './text-rules.js';

// Flow (§3, §5): name at most 24; building, floor and JSON definition required. The definition
// travels as the raw JSON text so the server can name the line and column of a syntax error.
// `sortOrder` is the position within the building (flow/settings moves flows up and down).

const strict = { additionalProperties: false } as const;

/** Largest definition text accepted (flows, command lists and work plans share it). */
export const DefinitionMaxLength = 200_000;
/** A JSON definition as typed: required, checked for syntax by the server. */
export const DefinitionText = RequiredMultilineText(DefinitionMaxLength);

const flowFields = {
  name: RequiredText(24),
  buildingId: Id,
  floorId: Id,
  flowGroupId: Nullable(Id),
  description: MultilineText(512),
  sortOrder: Type.Integer({ minimum: 0 }),
  enabled: Type.Boolean(),
  definition: DefinitionText,
};

/** A flow as the API answers it. */
export const FlowRecord = Type.Object({ id: Id, organizationId: Id, ...flowFields, createdAt: DateTime, updatedAt: DateTime });
export type FlowRecord = Static<typeof FlowRecord>;

/** Body to create a flow; it is placed last in its building. */
export const FlowCreate = Type.Object(
  {
    name: flowFields.name,
    buildingId: flowFields.buildingId,
    floorId: flowFields.floorId,
    definition: flowFields.definition,
    flowGroupId: Type.Optional(flowFields.flowGroupId),
    description: Type.Optional(flowFields.description),
    enabled: Type.Optional(flowFields.enabled),
  },
  strict,
);
export type FlowCreate = Static<typeof FlowCreate>;

/** Body to change a flow: any subset of the create fields. */
export const FlowUpdate = Type.Partial(FlowCreate, strict);
export type FlowUpdate = Static<typeof FlowUpdate>;

/** Body of POST /api/flows/:id/move: swap places with the neighbour above or below in its building. */
export const FlowMove = Type.Object({ direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) }, strict);
export type FlowMove = Static<typeof FlowMove>;
