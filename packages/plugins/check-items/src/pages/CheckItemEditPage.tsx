import { useMemo } from 'react';
import { ResourceEdit, ResourceForm, jsonFieldIssues, useParams, useSession, useT, type FormIssue } from '@fleetdeck/sdk';
import { checkItemResource } from '../resources/checkItemResource.js';
import { CheckItemFields } from './CheckItemFields.js';
import { newCheckItem, toCheckItemBody, toCheckItemForm, type CheckItemFormValues } from './checkItemForm.js';

/** /check-item/create and /check-item/:id. The camera crop dialog belongs to inspections and is not here. */
export function CheckItemEditPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newCheckItem(organizationId), [organizationId]);
  const validate = (values: CheckItemFormValues): FormIssue[] => {
    const issues: FormIssue[] = jsonFieldIssues('json', values.json, (line, column) => t('json.syntax', { line, column }));
    // Same rule as the server's: alerting needs a threshold rule (§5).
    if (values.alertEnabled && typeof values.thresholdRuleId !== 'number') issues.push({ path: 'thresholdRuleId', code: 'required', message: t('hint.thresholdRuleId') });
    return issues;
  };
  return (
    <ResourceEdit resource={checkItemResource} id={id}>
      <ResourceForm<CheckItemFormValues> defaultValues={defaults} toBody={toCheckItemBody} toFormValues={toCheckItemForm} validate={validate}>
        {(form) => <CheckItemFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
