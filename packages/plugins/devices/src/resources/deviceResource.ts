import { DeviceCreate, DeviceRecord, DeviceUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** IoT devices; writes are for organization and system administrators (§6). */
export const deviceResource = defineResource({
    name: 'devices',
    path: '/devices',
    schema: { record: DeviceRecord, create: DeviceCreate, update: DeviceUpdate },
    columns: [
      { id: 'name', labelKey: 'field.name', searchable: true, width: 240 },
      { id: 'type', labelKey: 'field.type', render: (row, t) => t(`type.${String(row.type)}`) },
      { id: 'model', labelKey: 'field.model', searchable: true },
      { id: 'identifier', labelKey: 'field.identifier', searchable: true },
      { id: 'urn', labelKey: 'field.urn', hiddenByDefault: true },
      { id: 'status', labelKey: 'field.status', render: (row, t) => t(`status.${String(row.status)}`) },
      { id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true },
    ],
    labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
    access: 'devices',
    routes: { list: '/device/list', create: '/device/create', edit: '/device/:id' },
    defaultSort: { id: 'name', desc: false },
});
