import { Type, type Static } from '@sinclair/typebox';
import { Id, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { DefinitionText } from './flow.js';
import { MultilineText } from './text-rules.js';

// Work plan (§3, §5): name, building, floor and JSON required; type elevator or general; an icon
// name and a description. Templates (§3: name, description, type) belong to an organization and
// carry a definition a new work plan can start from.

/** Work plan types of §3. */
export const WorkPlanType = ['elevator', 'general'] as const;
export type WorkPlanType = (typeof WorkPlanType)[number];
const workPlanType = Type.Union(WorkPlanType.map((type) => Type.Literal(type)));

/** Icons a work plan may show (names the console draws). */
export const WorkPlanIcon = ['none', 'elevator', 'patrol', 'cleaning', 'delivery', 'inspection'] as const;
export type WorkPlanIcon = (typeof WorkPlanIcon)[number];
const workPlanIcon = Type.Union(WorkPlanIcon.map((icon) => Type.Literal(icon)));

const emptySteps = '{\n  "steps": []\n}';

/** Work plans (§3, §5): any signed-in user reads, admins write; the organization follows the building. */
export const WorkPlan = defineEntity({
  name: 'workPlans',
  area: 'workPlans',
  path: '/work-plans',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'none' }),
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 240 }),
    buildingId: field(Id, { input: 'required', references: '/buildings' }),
    floorId: field(Id, { input: 'required', references: '/buildings/:buildingId/floors', referenceParent: 'buildingId' }),
    type: field(workPlanType, { listColumn: 'shown', initial: 'general' }),
    icon: field(workPlanIcon, { listColumn: 'shown', initial: 'none' }),
    description: field(MultilineText(512), { listColumn: 'shown', sortable: false, searchable: true, widget: 'multiline' }),
    definition: field(DefinitionText, {
      input: 'required', inList: false, filterable: false, sortable: false, widget: 'json', hintKey: 'hint.definition', initial: emptySteps,
    }),
  },
  listFields: ['id', 'name', 'organizationId', 'buildingId', 'floorId', 'type', 'icon', 'description', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A work plan as the API answers it. */
export const WorkPlanRecord = WorkPlan.record;
export type WorkPlanRecord = Static<typeof WorkPlanRecord>;
/** Body to create a work plan: name, building, floor and definition required. */
export const WorkPlanCreate = WorkPlan.create;
export type WorkPlanCreate = Static<typeof WorkPlanCreate>;
/** Body to change a work plan: any subset of the create fields. */
export const WorkPlanUpdate = WorkPlan.update;
export type WorkPlanUpdate = Static<typeof WorkPlanUpdate>;

/** Work plan templates of an organization (§3: name, description, type), a starting point for work plans. */
export const WorkPlanTemplate = defineEntity({
  name: 'workPlanTemplates',
  area: 'workPlanTemplates',
  path: '/work-plan-templates',
  organization: 'organizationId',
  fields: {
    // Labelled apart from a work plan's name: both lists share one page and one plugin.
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 240, labelKey: 'field.templateName' }),
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    type: field(workPlanType, { input: 'required', listColumn: 'shown', initial: 'general' }),
    description: field(MultilineText(512), { listColumn: 'shown', sortable: false, searchable: true, widget: 'multiline' }),
    definition: field(DefinitionText, { input: 'required', inList: false, filterable: false, sortable: false, widget: 'json', initial: emptySteps }),
  },
  listFields: ['id', 'name', 'organizationId', 'type', 'description', 'updatedAt'],
  defaultSort: { id: 'name', desc: false },
});

/** A work plan template as the API answers it. */
export const WorkPlanTemplateRecord = WorkPlanTemplate.record;
export type WorkPlanTemplateRecord = Static<typeof WorkPlanTemplateRecord>;
/** Body to create a work plan template: name, organization, type and definition required. */
export const WorkPlanTemplateCreate = WorkPlanTemplate.create;
export type WorkPlanTemplateCreate = Static<typeof WorkPlanTemplateCreate>;
/** Body to change a work plan template: any subset of the create fields. */
export const WorkPlanTemplateUpdate = WorkPlanTemplate.update;
export type WorkPlanTemplateUpdate = Static<typeof WorkPlanTemplateUpdate>;
