import { Schedule } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Schedule entries: columns, form and access come from the model's `Schedule`. */
export const scheduleResource = defineEntityResource(Schedule, {
  routes: { list: '/schedule/list', create: '/schedule/create', edit: '/schedule/:id' },
  render: { priority: (row, t) => t(row.priority === true ? 'priority.yes' : 'priority.no') },
});
