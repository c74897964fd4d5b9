import { ResourceEdit, ResourceForm, useParams, useSession } from '@fleetdeck/sdk';
import { operatorResource } from '../resources/operatorResource.js';
import { OperatorFields } from './OperatorFields.js';
import {
  newOperator, operatorCreateSchema, operatorEditSchema, operatorIssues, toOperatorBody, toOperatorForm, type OperatorFormValues,
} from './operatorForm.js';

/** /operator/create and /operator/:id: one operator account. */
export function OperatorPage() {
  const { id } = useParams();
  const session = useSession();
  const defaults: OperatorFormValues = { ...newOperator, organizationId: typeof session?.organizationId === 'number' ? session.organizationId : '' };
  return (
    <ResourceEdit resource={operatorResource} id={id}>
      <ResourceForm<OperatorFormValues>
        defaultValues={defaults}
        formSchema={id === undefined ? operatorCreateSchema : operatorEditSchema}
        toFormValues={toOperatorForm}
        toBody={toOperatorBody}
        validate={operatorIssues}
      >
        {(form, mode) => <OperatorFields form={form} mode={mode} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
