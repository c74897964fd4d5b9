import { EntityFields, ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { floorResource } from '../resources/buildingResources.js';

/** /building/:buildingId/floor/create and /:id: a floor's name, level (1F = 1, B1 = 0) and type. */
export function FloorPage() {
  const { buildingId = '', id } = useParams();
  return (
    <ResourceEdit resource={floorResource} id={id} params={{ buildingId }}>
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
