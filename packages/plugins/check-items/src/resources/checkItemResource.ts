import { CheckItemCreate, CheckItemRecord, CheckItemUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Check items: any signed-in user reads them; admins create, change and delete (the server scopes by organization). */
export const checkItemResource = defineResource({
  name: 'checkItems',
  path: '/check-items',
  schema: { record: CheckItemRecord, create: CheckItemCreate, update: CheckItemUpdate },
  columns: [
    { id: 'name', labelKey: 'field.name', searchable: true, width: 280 },
    { id: 'type', labelKey: 'field.type', render: (row, t) => t(`type.${String(row.type)}`) },
    { id: 'status', labelKey: 'field.status', render: (row, t) => t(`status.${String(row.status)}`) },
    { id: 'meterType', labelKey: 'field.meterType', render: (row, t) => t(`meterType.${String(row.meterType)}`) },
    { id: 'meterReadingService', labelKey: 'field.meterReadingService', render: (row, t) => (row.meterReadingService ? t(`service.${String(row.meterReadingService)}`) : '') },
    { id: 'alertEnabled', labelKey: 'field.alertEnabled', render: (row) => (row.alertEnabled ? '✓' : ''), hiddenByDefault: true },
    { id: 'updatedAt', labelKey: 'field.updatedAt', render: (row) => new Date(String(row.updatedAt)).toLocaleString(), hiddenByDefault: true },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'checkItems',
  routes: { list: '/check-item/list', create: '/check-item/create', edit: '/check-item/:id' },
  defaultSort: { id: 'name', desc: false },
});
