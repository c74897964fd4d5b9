import { ResourceEdit, ResourceForm, useParams } from '@fleetdeck/sdk';
import { RobotAdminSections } from './RobotAdminSections.js';
import { newRobot, robotEditSchema, toRobotBody, toRobotForm, type RobotFormValues } from './robotForm.js';
import { RobotFields } from './RobotFields.js';
import { robotResource } from './robotResource.js';

/** /robot/:id: the robot's settings, then its live state and administrative actions. */
export function RobotDetailPage() {
  const { id = '' } = useParams();
  return (
    <ResourceEdit resource={robotResource} id={id} below={(record) => <RobotAdminSections record={record} />}>
      <ResourceForm<RobotFormValues> defaultValues={newRobot} formSchema={robotEditSchema} toBody={toRobotBody} toFormValues={toRobotForm}>
        {(form, mode) => <RobotFields form={form} mode={mode} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
