import { useState } from 'react';
import { ResourceEdit, ResourceForm, useNavigate, type ResourceRecord } from '@fleetdeck/sdk';
import { CredentialDialog } from './CredentialDialog.js';
import { RobotFields } from './RobotFields.js';
import { robotResource } from './robotResource.js';

/** /robot/create: registers a robot, then shows its gateway credential once before opening the robot. */
export function RobotCreatePage() {
  const navigate = useNavigate();
  const [issued, setIssued] = useState<{ id: number; serialNo: string; credential: string } | null>(null);
  const onSaved = (saved: ResourceRecord) => {
    // POST /api/robots answers {robot, credential}: the credential exists only in this answer.
    const answer = saved as unknown as { robot: { id: number; serialNo: string }; credential: string };
    setIssued({ id: answer.robot.id, serialNo: answer.robot.serialNo, credential: answer.credential });
  };
  return (
    <ResourceEdit resource={robotResource}>
      <ResourceForm onSaved={onSaved}>
        {(form, mode) => <RobotFields form={form} mode={mode} />}
      </ResourceForm>
      {issued ? <CredentialDialog serialNo={issued.serialNo} credential={issued.credential} onDone={() => navigate(`/robot/${issued.id}`)} /> : null}
    </ResourceEdit>
  );
}
