import { ServicePackage } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { servicePackageResource } from '../resources/systemResources.js';
import { useOrganizationDefaults } from '../shared/useOrganizationDefaults.js';
import { ServiceCommandSection } from './ServiceCommandSection.js';

/** /system/service-package/create and /system/service-package/:id (with its commands below). */
export function ServicePackagePage() {
  const { id } = useParams();
  const defaults = useOrganizationDefaults(ServicePackage, id === undefined ? 'create' : 'edit');
  return (
    <ResourceEdit resource={servicePackageResource} id={id} below={(record) => <ServiceCommandSection packageId={Number(record.id)} />}>
      <ResourceForm defaultValues={defaults}>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
