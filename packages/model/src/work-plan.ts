import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, RequiredText } from './common.js';
import { DefinitionText } from './flow.js';
import { MultilineText } from './text-rules.js';

// Work plan (§3, §5): name, building, floor and JSON required; type elevator or general; an icon
// name and a description. Templates (§3: name, description, type) belong to an organization and
// carry a definition a new work plan can start from.

const strict = { additionalProperties: false } as const;

/** Work plan types of §3. */
export const WorkPlanType = ['elevator', 'general'] as const;
export type WorkPlanType = (typeof WorkPlanType)[number];
const workPlanType = Type.Union(WorkPlanType.map((type) => Type.Literal(type)));

/** Icons a work plan may show (names the console draws). */
export const WorkPlanIcon = ['none', 'elevator', 'patrol', 'cleaning', 'delivery', 'inspection'] as const;
export type WorkPlanIcon = (typeof WorkPlanIcon)[number];
const workPlanIcon = Type.Union(WorkPlanIcon.map((icon) => Type.Literal(icon)));

const workPlanFields = {
  name: RequiredText(64),
  buildingId: Id,
  floorId: Id,
  type: workPlanType,
  icon: workPlanIcon,
  description: MultilineText(512),
  definition: DefinitionText,
};

/** A work plan as the API answers it. */
export const WorkPlanRecord = Type.Object({ id: Id, organizationId: Id, ...workPlanFields, createdAt: DateTime, updatedAt: DateTime });
export type WorkPlanRecord = Static<typeof WorkPlanRecord>;

/** Body to create a work plan. */
export const WorkPlanCreate = Type.Object(
  {
    name: workPlanFields.name,
    buildingId: workPlanFields.buildingId,
    floorId: workPlanFields.floorId,
    definition: workPlanFields.definition,
    type: Type.Optional(workPlanFields.type),
    icon: Type.Optional(workPlanFields.icon),
    description: Type.Optional(workPlanFields.description),
  },
  strict,
);
export type WorkPlanCreate = Static<typeof WorkPlanCreate>;

/** Body to change a work plan. */
export const WorkPlanUpdate = Type.Partial(WorkPlanCreate, strict);
export type WorkPlanUpdate = Static<typeof WorkPlanUpdate>;

const templateFields = {
  name: RequiredText(64),
  organizationId: Id,
  type: workPlanType,
  description: MultilineText(512),
  definition: DefinitionText,
};

/** A work plan template as the API answers it. */
export const WorkPlanTemplateRecord = Type.Object({ id: Id, ...templateFields, createdAt: DateTime, updatedAt: DateTime });
export type WorkPlanTemplateRecord = Static<typeof WorkPlanTemplateRecord>;

/** Body to create a work plan template. */
export const WorkPlanTemplateCreate = Type.Object(
  {
    name: templateFields.name,
    organizationId: templateFields.organizationId,
    type: templateFields.type,
    definition: templateFields.definition,
    description: Type.Optional(templateFields.description),
  },
  strict,
);
export type WorkPlanTemplateCreate = Static<typeof WorkPlanTemplateCreate>;

/** Body to change a work plan template. */
export const WorkPlanTemplateUpdate = Type.Partial(WorkPlanTemplateCreate, strict);
export type WorkPlanTemplateUpdate = Static<typeof WorkPlanTemplateUpdate>;
