import { Organization } from '@fleetdeck/model';
import { defineEntityResource } from '@fleetdeck/sdk';

/** Organizations: columns, form and access come from the model's `Organization`. */
export const organizationResource = defineEntityResource(Organization, {
  routes: { list: '/organization/list', create: '/organization/create', edit: '/organization/:id' },
});
