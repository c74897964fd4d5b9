import { EntityFields, ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { versionResource } from '../resources/systemResources.js';

/** /system/versions/create and /system/versions/:id */
export function VersionPage() {
  const { id } = useParams();
  return (
    <ResourceEdit resource={versionResource} id={id}>
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
