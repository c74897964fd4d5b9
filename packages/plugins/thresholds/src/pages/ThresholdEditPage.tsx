import { useMemo } from 'react';
import { NotificationLevel, GeneralStatus } from '@fleetdeck/model';
import { FormSelectField, FormTextField, ResourceEdit, ResourceForm, useChoices, useParams, useResourceT, useSession, useT } from '@fleetdeck/sdk';
import { thresholdRuleResource } from '../resources/thresholdRuleResource.js';
import { ConditionsEditor } from './ConditionsEditor.js';
import { newThreshold, toThresholdBody, toThresholdForm, type ThresholdFormValues } from './thresholdForm.js';

/** The path segment that opens the create form under /threshold/:id. */
export const NEW_SEGMENT = 'new';

/** /threshold/new and /threshold/:id: name, description, level, status and the conditions editor. */
export function ThresholdEditPage() {
  const { id } = useParams();
  const t = useT();
  const rt = useResourceT();
  const session = useSession();
  const organizations = useChoices('/organizations');
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newThreshold(organizationId), [organizationId]);
  return (
    <ResourceEdit resource={thresholdRuleResource} id={id === NEW_SEGMENT ? undefined : id}>
      <ResourceForm<ThresholdFormValues> defaultValues={defaults} toBody={toThresholdBody} toFormValues={toThresholdForm}>
        {(form) => (
          <>
            <FormTextField form={form} name="name" label={t('field.name')} required />
            <FormTextField form={form} name="description" label={t('field.description')} multiline />
            <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
            <FormSelectField form={form} name="level" label={t('field.level')} numeric
              choices={Object.values(NotificationLevel).map((value) => ({ value, label: t(`level.${value}`) }))} />
            <FormSelectField form={form} name="status" label={t('field.status')} numeric
              choices={Object.values(GeneralStatus).map((value) => ({ value, label: t(`status.${value}`) }))} />
            <ConditionsEditor form={form} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
