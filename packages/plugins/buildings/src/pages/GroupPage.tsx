import { FormTextField, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { flowGroupResource, robotGroupResource } from '../resources/buildingResources.js';

type GroupFormValues = {
  name: string;
}

const newGroup: GroupFormValues = { name: '' };

function GroupPage({ resource }: { resource: typeof robotGroupResource }) {
  const { buildingId = '', id } = useParams();
  const t = useT();
  return (
    <ResourceEdit resource={resource} id={id} params={{ buildingId }}>
      <ResourceForm<GroupFormValues> defaultValues={newGroup}>
        {(form) => <FormTextField form={form} name="name" label={t('group.name')} required />}
      </ResourceForm>
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
