import { EntityFields, ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { flowGroupResource, robotGroupResource } from '../resources/buildingResources.js';

function GroupPage({ resource }: { resource: typeof robotGroupResource }) {
  const { buildingId = '', id } = useParams();
  return (
    <ResourceEdit resource={resource} id={id} params={{ buildingId }}>
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}

/** /building/:buildingId/robot-group/create and /:id */
export function RobotGroupPage() {
  return <GroupPage resource={robotGroupResource} />;
}

/** /building/:buildingId/flow-group/create and /:id */
export function FlowGroupPage() {
  return <GroupPage resource={flowGroupResource} />;
}
