import { MediaResourceCreate, MediaResourceRecord, MediaResourceUpdate } from '@fleetdeck/model';
import { defineResource } from '@fleetdeck/sdk';

/** Media resources (videos and images), for admins (spec §2). */
export const mediaResource = defineResource({
  name: 'mediaResources',
  path: '/media-resources',
  schema: { record: MediaResourceRecord, create: MediaResourceCreate, update: MediaResourceUpdate },
  columns: [
    { id: 'name', labelKey: 'field.name', searchable: true, width: 280 },
    { id: 'fileType', labelKey: 'field.fileType', render: (row, t) => t(`fileType.${String(row.fileType)}`) },
    { id: 'scope', labelKey: 'field.scope', render: (row, t) => t(`scope.${String(row.scope)}`) },
    { id: 'updatedAt', labelKey: 'field.updatedAt', render: (row) => new Date(String(row.updatedAt)).toLocaleString() },
  ],
  labels: { list: 'title.list', create: 'title.create', edit: 'title.edit' },
  access: 'mediaResources',
  routes: { list: '/resource/list', create: '/resource/create', edit: '/resource/:id' },
  defaultSort: { id: 'name', desc: false },
});
