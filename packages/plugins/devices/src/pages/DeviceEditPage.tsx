import { EntityFields, Link, OrgAdminNote, ResourceEdit, ResourceForm, useCan, useParams, useT } from '@fleetdeck/sdk';
import { deviceResource } from '../resources/deviceResource.js';

/** /device/create and /device/:id: a device's fields; read-only with a note for non-administrators. */
export function DeviceEditPage() {
  const { id } = useParams();
  const t = useT();
  const mayCreate = useCan('devices', 'create').can;
  if (id === undefined && !mayCreate) {
    return (
      <ResourceEdit resource={deviceResource}>
        <OrgAdminNote area="devices" message={t('contactAdmin')} />
      </ResourceEdit>
    );
  }
  return (
    <ResourceEdit resource={deviceResource} id={id}>
      <OrgAdminNote area="devices" message={t('contactAdmin')} />
      {id !== undefined ? <Link to={`/device/${id}/data`}>{t('data.table')}</Link> : null}
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
