import { ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { organizationResource } from '../resources/organizationResource.js';
import { NotificationTargetsSection } from './NotificationTargetsSection.js';
import { OrganizationFields } from './OrganizationFields.js';

/** /organization/:id: the organization's form, its notification targets and a way to its children and tags. */
export function OrganizationDetailPage() {
  const { id = '' } = useParams();
  return (
    <ResourceEdit resource={organizationResource} id={id} below={(record) => <NotificationTargetsSection organization={record} />}>
      <ResourceForm>{(form) => <OrganizationFields form={form} selfId={Number(id)} />}</ResourceForm>
    </ResourceEdit>
  );
}
