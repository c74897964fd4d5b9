import { Flow } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Flows of one building in their order, from the model's `Flow`; the group column names the groups of the building shown. */
export function flowResource(groupNames: ReadonlyMap<number, string> = new Map()) {
  return defineEntityResource(Flow, {
    routes: { list: '/flow/settings', create: '/flow/create', edit: '/flow/:id' },
    labels: { list: 'title.settings', create: 'title.create', edit: 'title.edit' },
    render: {
      // People count positions from 1; the server stores them from 0.
      sortOrder: (row) => String(Number(row.sortOrder) + 1),
      flowGroupId: (row, t) => (row.flowGroupId === null ? t('settings.noGroup') : groupNames.get(Number(row.flowGroupId)) ?? String(row.flowGroupId)),
      enabled: (row, t) => t(row.enabled ? 'settings.on' : 'settings.off'),
    },
  });
}
