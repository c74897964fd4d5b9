import {
  WorkPlanCreate, WorkPlanRecord, WorkPlanTemplateCreate, WorkPlanTemplateRecord, WorkPlanTemplateUpdate, WorkPlanUpdate,
} from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Work plans: any signed-in user reads, admins write. */
export const workPlanResource = defineResource({
  name: 'workPlans',
  path: '/work-plans',
  schema: { record: WorkPlanRecord, create: WorkPlanCreate, update: WorkPlanUpdate },
  columns: [
    { id: 'name', labelKey: 'field.name', searchable: true, width: 240 },
    { id: 'type', labelKey: 'field.type', render: (row, t) => t(`type.${String(row.type)}`) },
    { id: 'icon', labelKey: 'field.icon', render: (row, t) => t(`icon.${String(row.icon)}`) },
    { id: 'description', labelKey: 'field.description', sortable: false, searchable: true },
    { id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true },
  ],
  labels: { list: 'title.plans', create: 'title.create', edit: 'title.edit' },
  access: 'workPlans',
  routes: { list: '/workplan/settings', create: '/workplan/create', edit: '/workplan/:id' },
  defaultSort: { id: 'name', desc: false },
});

/** Work plan templates of the user's organizations. */
export const workPlanTemplateResource = defineResource({
  name: 'workPlanTemplates',
  path: '/work-plan-templates',
  schema: { record: WorkPlanTemplateRecord, create: WorkPlanTemplateCreate, update: WorkPlanTemplateUpdate },
  columns: [
    { id: 'name', labelKey: 'field.templateName', searchable: true, width: 240 },
    { id: 'type', labelKey: 'field.type', render: (row, t) => t(`type.${String(row.type)}`) },
    { id: 'description', labelKey: 'field.description', sortable: false, searchable: true },
  ],
  labels: { list: 'title.templates', create: 'title.createTemplate', edit: 'title.template' },
  access: 'workPlanTemplates',
  routes: { list: '/workplan/settings', create: '/workplan/create-template', edit: '/workplan/template/:id' },
  defaultSort: { id: 'name', desc: false },
});
