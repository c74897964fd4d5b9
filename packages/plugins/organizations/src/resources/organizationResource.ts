import { Organization } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/**
 * Organizations: columns, form and access come from the model's `Organization`. Nobody deletes the
 * organization they belong to (the server refuses it), so neither its row nor its form offers Delete.
 */
export const organizationResource = defineEntityResource(Organization, {
  routes: { list: '/organization/list', create: '/organization/create', edit: '/organization/:id' },
  deletable: (record, session) => session === null || Number(record.id) !== session.organizationId,
});
