/** Values of the work plan form; empty selects hold ''. */
export type WorkPlanFormValues = {
  name: string;
  buildingId: number | '';
  floorId: number | '';
  type: string;
  icon: string;
  description: string;
  definition: string;
}

/** A new work plan's values. */
export const newWorkPlan: WorkPlanFormValues = { name: '', buildingId: '', floorId: '', type: 'general', icon: 'none', description: '', definition: '{\n  "steps": []\n}' };

/** Values of the template form. */
export type TemplateFormValues = {
  name: string;
  organizationId: number | '';
  type: string;
  description: string;
  definition: string;
}

/** A new template's values, in the user's organization. */
export function newTemplate(organizationId: number | ''): TemplateFormValues {
  return { name: '', organizationId, type: 'general', description: '', definition: '{\n  "steps": []\n}' };
}

/** The API body of either form: a cleared description is ''. */
export function withDescription<V extends { description: string }>(values: V): V {
  return { ...values, description: values.description ?? '' };
}
