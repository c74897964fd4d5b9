import { ConfigValueType } from '@fleetdeck/model';
import { FormSelectField, FormTextField, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { configResource } from '../resources/systemResources.js';
import { listChoices } from '../shared/choices.js';
import { configIssues, newConfig, type ConfigFormValues } from './configForm.js';

/** /system/config/create and /system/config/:id */
export function ConfigPage() {
  const { id } = useParams();
  const t = useT();
  return (
    <ResourceEdit resource={configResource} id={id}>
      <ResourceForm<ConfigFormValues> defaultValues={newConfig} validate={(values) => configIssues(values, (detail) => t('config.jsonInvalid', { detail }))}>
        {(form) => (
          <>
            <FormTextField form={form} name="key" label={t('config.key')} hint={t('config.keyHint')} required />
            <FormSelectField form={form} name="valueType" label={t('config.valueType')} required choices={listChoices(ConfigValueType, 'config.valueTypes', t)} />
            <FormTextField form={form} name="value" label={t('config.value')} multiline />
            <FormTextField form={form} name="description" label={t('config.description')} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
