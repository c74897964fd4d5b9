import { WorkPlan, WorkPlanTemplate } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Work plans (the model's `WorkPlan`): any signed-in user reads, admins write. */
export const workPlanResource = defineEntityResource(WorkPlan, {
  routes: { list: '/workplan/settings', create: '/workplan/create', edit: '/workplan/:id' },
  labels: { list: 'title.plans', create: 'title.create', edit: 'title.edit' },
});

/** Work plan templates of the user's organizations (the model's `WorkPlanTemplate`). */
export const workPlanTemplateResource = defineEntityResource(WorkPlanTemplate, {
  routes: { list: '/workplan/settings', create: '/workplan/create-template', edit: '/workplan/template/:id' },
  labels: { list: 'title.templates', create: 'title.createTemplate', edit: 'title.template' },
});
