import { ruleError } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, serverFieldMessage, useLanguage, useParams, useResourceT, type FieldValues, type FormIssue } from '@fleetdeck/sdk';
import { triggerResource } from '../resources/triggerResource.js';
import { triggerFormFields, triggerRequiredFields, withoutOtherKinds } from '../triggers/triggerFields.js';

/**
 * /system/triggers/create and /system/triggers/:id: the fields of the chosen event and target kinds
 * only (a robot status for a robot-status rule, a robot and flow to start a flow, a webhook to call a
 * web API); a field a kind needs is checked before sending, and every error shows beside its field.
 */
export function TriggerEditPage() {
  const { id } = useParams();
  const language = useLanguage();
  const rt = useResourceT();
  const validate = (values: FieldValues): FormIssue[] => triggerRequiredFields(values.eventType, values.targetType)
    .filter((name) => values[name] === null || values[name] === undefined || values[name] === '')
    .map((name) => {
      const issue = ruleError(name, 'required');
      return { ...issue, message: serverFieldMessage(issue, language, rt) };
    });
  return (
    <ResourceEdit resource={triggerResource} id={id}>
      <ResourceForm validate={validate} toBody={(values) => withoutOtherKinds(values)}>
        {(form) => <EntityFields form={form} only={triggerFormFields(form.watch('eventType'), form.watch('targetType'))} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
