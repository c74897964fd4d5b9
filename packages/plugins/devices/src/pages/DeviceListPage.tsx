import { Link, OrgAdminNote, ResourceList, useCurrentBuilding, useT } from '@fleetdeck/sdk';
import { deviceResource } from '../resources/deviceResource.js';

/** /device/list: the devices of the building chosen in the header (or every one the user can see), with a link to each one's data. */
export function DeviceListPage() {
  const resource = deviceResource;
  const t = useT();
  const current = useCurrentBuilding().id;
  return (
    <>
      <OrgAdminNote area="devices" message={t('contactAdmin')} />
      <ResourceList
        resource={resource}
        where={current === null ? undefined : { buildingId: Number(current) }}
        rowActions={(row) => <Link to={`/device/${String(row.id)}/data`}>{t('data.open', { name: String(row.name) })}</Link>}
      />
    </>
  );
}
