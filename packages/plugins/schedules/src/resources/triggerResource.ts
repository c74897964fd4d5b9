import { TriggerRule } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Trigger rules (system area): columns, form and access come from the model's `TriggerRule`. */
export const triggerResource = defineEntityResource(TriggerRule, {
  labels: { list: 'title.triggerList', create: 'title.triggerCreate', edit: 'title.triggerEdit' },
  routes: { list: '/system/triggers/list', create: '/system/triggers/create', edit: '/system/triggers/:id' },
  render: { enabled: (row, t) => t(row.enabled === true ? 'trigger.on' : 'trigger.off') },
});
