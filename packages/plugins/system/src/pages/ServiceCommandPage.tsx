import { ServiceCommand } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, entityFormValues, useParams } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { serviceCommandResource } from '../resources/systemResources.js';

/** /system/service-command/create/:packageId/:bundleId and /system/service-command/:packageId/:id: a new command starts in the bundle of its link. */
export function ServiceCommandPage() {
  const { packageId = '', bundleId = '', id } = useParams();
  const defaults = useMemo(() => ({ ...entityFormValues(ServiceCommand, 'create'), bundleId }), [bundleId]);
  return (
    <ResourceEdit resource={serviceCommandResource} id={id} params={{ packageId }}>
      <ResourceForm defaultValues={defaults}>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
