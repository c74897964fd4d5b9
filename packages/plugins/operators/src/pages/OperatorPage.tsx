import { ResourceEdit, ResourceForm, useParams, useSession, type FieldValues } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { operatorResource } from '../resources/operatorResource.js';
import { OperatorFields } from './OperatorFields.js';
import { operatorIssues, toOperatorBody } from './operatorForm.js';

/** /operator/create and /operator/:id: one operator account; a new one starts in the user's organization. */
export function OperatorPage() {
  const { id } = useParams();
  const session = useSession();
  const organization = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<FieldValues>(() => ({ organizationId: organization }), [organization]);
  return (
    <ResourceEdit resource={operatorResource} id={id}>
      <ResourceForm defaultValues={defaults} toBody={toOperatorBody} validate={operatorIssues}>
        {(form, mode) => <OperatorFields form={form} mode={mode} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
