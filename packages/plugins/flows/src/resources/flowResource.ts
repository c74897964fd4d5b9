import { FlowCreate, FlowRecord, FlowUpdate } from '@fleetdeck/model';
import { defineResource, type ResourceColumn, type ResourceRecord } from '@fleetdeck/sdk';

/** The flow columns; the group column names groups of the building shown. */
export function flowColumns(groupNames: ReadonlyMap<number, string>): ResourceColumn<ResourceRecord>[] {
  return [
    { id: 'sortOrder', labelKey: 'field.sortOrder', width: 90, render: (row) => String(Number(row.sortOrder) + 1) },
    { id: 'name', labelKey: 'field.name', searchable: true, width: 220 },
    { id: 'flowGroupId', labelKey: 'field.flowGroupId', render: (row, t) => (row.flowGroupId === null ? t('settings.noGroup') : groupNames.get(Number(row.flowGroupId)) ?? String(row.flowGroupId)) },
    { id: 'enabled', labelKey: 'field.enabled', render: (row, t) => t(row.enabled ? 'settings.on' : 'settings.off') },
    { id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true },
  ];
}

/** Flows of one building in their order; writes need an organization administrator (§6). */
export function flowResource(groupNames: ReadonlyMap<number, string> = new Map()) {
  return defineResource({
      name: 'flows',
      path: '/flows',
      schema: { record: FlowRecord, create: FlowCreate, update: FlowUpdate },
      columns: flowColumns(groupNames),
      labels: { list: 'title.settings', create: 'title.create', edit: 'title.edit' },
      access: 'flows',
      routes: { list: '/flow/settings', create: '/flow/create', edit: '/flow/:id' },
      defaultSort: { id: 'sortOrder', desc: false },
  });
}
