import { EntityFields, ResourceEdit, ResourceForm, ResourceList, useParams } from '@fleetdeck/sdk';
import { poseResource } from '../resources/poseResources.js';

/** /pose-def/list */
export function PoseListPage() {
  return <ResourceList resource={poseResource} />;
}

/** /pose-def/create and /pose-def/:id: a named place and heading on a floor. */
export function PoseEditPage() {
  const { id } = useParams();
  return (
    <ResourceEdit resource={poseResource} id={id}>
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
