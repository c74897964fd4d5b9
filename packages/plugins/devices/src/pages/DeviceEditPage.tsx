import { Link, OrgAdminNote, ResourceEdit, ResourceForm, jsonFieldIssues, useCan, useParams, useT } from '@fleetdeck/sdk';
import { deviceResource } from '../resources/deviceResource.js';
import { DeviceFields } from './DeviceFields.js';
import { newDevice, toDeviceBody, type DeviceFormValues } from './deviceForm.js';

/** /device/create and /device/:id: a device's fields; read-only with a note for non-administrators. */
export function DeviceEditPage() {
  const { id } = useParams();
  const t = useT();
  const resource = deviceResource;
  const mayCreate = useCan('devices', 'create').can;
  if (id === undefined && !mayCreate) {
    return (
      <ResourceEdit resource={resource}>
        <OrgAdminNote area="devices" message={t('contactAdmin')} />
      </ResourceEdit>
    );
  }
  return (
    <ResourceEdit resource={resource} id={id}>
      <OrgAdminNote area="devices" message={t('contactAdmin')} />
      {id !== undefined ? <Link to={`/device/${id}/data`}>{t('data.table')}</Link> : null}
      <ResourceForm<DeviceFormValues>
        defaultValues={newDevice}
        toBody={toDeviceBody}
        validate={(values) => jsonFieldIssues('connectionProfile', values.connectionProfile, (line, column) => t('json.syntax', { line, column }), true)}
      >
        {(form) => <DeviceFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
