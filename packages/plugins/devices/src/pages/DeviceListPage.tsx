import { Link, OrgAdminNote, ResourceList, useT } from '@fleetdeck/sdk';
import { deviceResource } from '../resources/deviceResource.js';

/** /device/list: every device the user can see, with a link to each one's data. */
export function DeviceListPage() {
  const resource = deviceResource;
  const t = useT();
  return (
    <>
      <OrgAdminNote area="devices" message={t('contactAdmin')} />
      <ResourceList
        resource={resource}
        rowActions={(row) => <Link to={`/device/${String(row.id)}/data`}>{t('data.open', { name: String(row.name) })}</Link>}
      />
    </>
  );
}
