import { ResourceEdit, ResourceForm } from '@fleetdeck/sdk';
import { organizationResource } from '../resources/organizationResource.js';
import { OrganizationFields } from './OrganizationFields.js';

/** /organization/create (system admin) */
export function OrganizationCreatePage() {
  return (
    <ResourceEdit resource={organizationResource}>
      <ResourceForm>{(form) => <OrganizationFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
