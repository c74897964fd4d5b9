import { ResourceEdit, ResourceForm, useParams, useSession } from '@fleetdeck/sdk';
import { organizationResource } from '../resources/organizationResource.js';
import { NotificationTargetsSection } from './NotificationTargetsSection.js';
import { OrganizationFields } from './OrganizationFields.js';

/**
 * /organization/:id: the organization's form, its notification targets and a way to its children
 * and tags. Nobody deletes the organization they belong to (the server refuses it), so their own
 * organization offers no Delete.
 */
export function OrganizationDetailPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const own = session !== null && String(session.organizationId) === id;
  return (
    <ResourceEdit resource={organizationResource} id={id} below={(record) => <NotificationTargetsSection organization={record} />}>
      <ResourceForm hideDelete={own}>{(form) => <OrganizationFields form={form} selfId={Number(id)} own={own} />}</ResourceForm>
    </ResourceEdit>
  );
}
