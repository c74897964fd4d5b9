/** English strings of the work plans plugin (namespace `workplans`). */
export const en = {
  menu: { workplan: 'Work plans' },
  title: {
    settings: 'Work plan settings', createTemplate: 'New work plan template', template: 'Work plan template', create: 'New work plan', edit: 'Work plan',
    plans: 'Work plans', templates: 'Templates',
  },
  field: {
    name: 'Work plan name', buildingId: 'Building', floorId: 'Floor', type: 'Type', icon: 'Icon', description: 'Description',
    definition: 'Definition (JSON)', updatedAt: 'Updated', templateName: 'Template name', organizationId: 'Organization', fromTemplate: 'Start from a template',
  },
  type: { elevator: 'Elevator', general: 'General' },
  icon: { none: 'None', elevator: 'Elevator', patrol: 'Patrol', cleaning: 'Cleaning', delivery: 'Delivery', inspection: 'Inspection' },
  hint: { definition: 'The steps of the work plan as JSON.', fromTemplate: 'Fills type, description and definition from the template.' },
  rules: { scope: 'Choose an organization you manage' },
};
