import { MediaResource } from '@fleetdeck/model';
import { defineEntityResource, formatDateTime } from '@fleetdeck/sdk';

/** Media resources (videos and images), for admins (spec §2); columns, form and access from the model's `MediaResource`. */
export const mediaResource = defineEntityResource(MediaResource, {
  routes: { list: '/resource/list', create: '/resource/create', edit: '/resource/:id' },
  // When a resource last changed is shown from the start: uploads are told apart by it.
  extraColumns: [{ id: 'updatedAt', labelKey: 'field.updatedAt', render: (row) => formatDateTime(row.updatedAt) }],
});
