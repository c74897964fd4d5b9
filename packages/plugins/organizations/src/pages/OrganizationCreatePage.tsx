import { ResourceEdit, ResourceForm } from '@fleetdeck/sdk';
import { organizationResource } from '../resources/organizationResource.js';
import { OrganizationFields } from './OrganizationFields.js';
import { newOrganization, organizationFormSchema, toOrganizationBody, type OrganizationFormValues } from './organizationForm.js';

/** /organization/create (system admin) */
export function OrganizationCreatePage() {
  return (
    <ResourceEdit resource={organizationResource}>
      <ResourceForm<OrganizationFormValues> defaultValues={newOrganization} formSchema={organizationFormSchema} toBody={toOrganizationBody}>
        {(form) => <OrganizationFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
