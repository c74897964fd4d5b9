import { ResourceList } from '@fleetdeck/sdk';
import { organizationResource } from '../resources/organizationResource.js';

/** /organization/list */
export function OrganizationListPage() {
  return <ResourceList resource={organizationResource} />;
}
