import { Operator } from '@fleetdeck/model';
import { ResourceEdit, ResourceForm, entityFormValues, useParams, useSession, type FieldValues } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { operatorResource } from '../resources/operatorResource.js';
import { OperatorFields } from './OperatorFields.js';
import { operatorEditSchema, operatorIssues, toOperatorBody } from './operatorForm.js';

/** /operator/create and /operator/:id: one operator account; a new one starts in the user's organization. */
export function OperatorPage() {
  const { id } = useParams();
  const session = useSession();
  const mode = id === undefined ? 'create' : 'edit';
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<FieldValues>(() => ({ ...entityFormValues(Operator, mode), organizationId }), [mode, organizationId]);
  return (
    <ResourceEdit resource={operatorResource} id={id}>
      <ResourceForm defaultValues={defaults} formSchema={mode === 'edit' ? operatorEditSchema : undefined} toBody={toOperatorBody} validate={operatorIssues}>
        {(form, formMode) => <OperatorFields form={form} mode={formMode} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
