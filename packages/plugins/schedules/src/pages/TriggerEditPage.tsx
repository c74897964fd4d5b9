import { EntityFields, ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { triggerResource } from '../resources/triggerResource.js';

/** /system/triggers/create and /system/triggers/:id: every field from the declaration; the server says which ones an event and target need. */
export function TriggerEditPage() {
  const { id } = useParams();
  return (
    <ResourceEdit resource={triggerResource} id={id}>
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
