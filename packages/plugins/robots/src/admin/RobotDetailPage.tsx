import { ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { RobotAdminSections } from './RobotAdminSections.js';
import { RobotFields } from './RobotFields.js';
import { robotResource } from './robotResource.js';

/** /robot/:id: the robot's settings, then its live state and administrative actions. */
export function RobotDetailPage() {
  const { id = '' } = useParams();
  return (
    <ResourceEdit resource={robotResource} id={id} below={(record) => <RobotAdminSections record={record} />}>
      <ResourceForm>
        {(form, mode) => <RobotFields form={form} mode={mode} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
