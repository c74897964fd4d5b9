import { OrganizationCreate, OrganizationRecord, OrganizationUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Organizations: list shows the §7 fields (id, name, type); anyone admin reads, system admins create. */
export const organizationResource = defineResource({
  name: 'organizations',
  path: '/organizations',
  schema: { record: OrganizationRecord, create: OrganizationCreate, update: OrganizationUpdate },
  columns: [
    { id: 'id', labelKey: 'field.id', width: 80 },
    { id: 'name', labelKey: 'field.name', searchable: true, width: 280 },
    { id: 'type', labelKey: 'field.type', render: (row, t) => t(`type.${String(row.type)}`) },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'organizations',
  routes: { list: '/organization/list', create: '/organization/create', edit: '/organization/:id' },
  defaultSort: { id: 'name', desc: false },
});
