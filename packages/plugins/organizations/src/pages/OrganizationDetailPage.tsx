import { ResourceEdit, ResourceForm, useParams, useSession } from '@fleetdeck/sdk';
import { organizationResource } from '../resources/organizationResource.js';
import { NotificationTargetsSection } from './NotificationTargetsSection.js';
import { OrganizationFields } from './OrganizationFields.js';

/**
 * /organization/:id: the organization's form, its notification targets and a way to its children
 * and tags. On one's own organization the parent is decided from above (see OrganizationFields),
 * and the resource offers no Delete.
 */
export function OrganizationDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const own = session !== null && String(session.organizationId) === id;
  return (
    <ResourceEdit resource={organizationResource} id={id} below={(record) => <NotificationTargetsSection organization={record} />}>
      <ResourceForm>{(form) => <OrganizationFields form={form} selfId={Number(id)} own={own} />}</ResourceForm>
    </ResourceEdit>
  );
}
