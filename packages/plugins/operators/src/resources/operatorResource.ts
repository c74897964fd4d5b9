import { OperatorCreate, OperatorRecord, OperatorUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Operator accounts (admin screens only). */
export const operatorResource = defineResource({
  name: 'operators',
  path: '/operators',
  schema: { record: OperatorRecord, create: OperatorCreate, update: OperatorUpdate },
  columns: [
    { id: 'id', labelKey: 'field.id', width: 80, hiddenByDefault: true },
    { id: 'loginId', labelKey: 'field.loginId', searchable: true, width: 260 },
    { id: 'lastName', labelKey: 'field.lastName', searchable: true },
    { id: 'firstName', labelKey: 'field.firstName', searchable: true },
    { id: 'type', labelKey: 'field.type', render: (row, t) => t(`type.${String(row.type)}`) },
    { id: 'organizationId', labelKey: 'field.organizationId', hiddenByDefault: true },
    { id: 'lastLoginAt', labelKey: 'field.lastLoginAt', render: (row) => (typeof row.lastLoginAt === 'string' ? new Date(row.lastLoginAt).toLocaleString() : '') },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'operators',
  routes: { list: '/operator/list', create: '/operator/create', edit: '/operator/:id' },
  defaultSort: { id: 'loginId', desc: false },
  titleField: 'loginId',
});
