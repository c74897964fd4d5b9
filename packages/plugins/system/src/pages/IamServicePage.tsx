import {
  FormCheckboxField, FormSelectField, FormTextField, ResourceEdit, ResourceForm, useChoices, useParams, useSession, useT,
} from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { iamServiceResource } from '../resources/systemResources.js';
import { iamCreateFormSchema, iamEditFormSchema, toIamServiceBody, toIamServiceForm, type IamServiceFormValues } from './iamServiceForm.js';

/** /system/iam/service/create and /system/iam/service/:id: the client secret is write-only. */
export function IamServicePage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const organizations = useChoices('/organizations');
  const defaults = useMemo<IamServiceFormValues>(
    () => ({ organizationId: typeof session?.organizationId === 'number' ? session.organizationId : '', name: '', clientId: '', scopes: '', enabled: true, clientSecret: '' }),
    [session?.organizationId],
  );
  return (
    <ResourceEdit resource={iamServiceResource} id={id}>
      <ResourceForm<IamServiceFormValues>
        defaultValues={defaults}
        formSchema={id === undefined ? iamCreateFormSchema : iamEditFormSchema}
        toFormValues={(record) => toIamServiceForm(record, defaults)}
        toBody={toIamServiceBody}
      >
        {(form, mode) => (
          <>
            <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric choices={organizations} />
            <FormTextField form={form} name="name" label={t('iam.name')} required />
            <FormTextField form={form} name="clientId" label={t('iam.clientId')} hint={t('iam.clientIdHint')} required />
            <FormTextField form={form} name="scopes" label={t('iam.scopes')} hint={t('iam.scopesHint')} />
            <FormCheckboxField form={form} name="enabled" label={t('iam.enabled')} />
            <FormTextField form={form} name="clientSecret" type="password" autoComplete="new-password" label={t('iam.clientSecret')}
              hint={t(mode === 'edit' ? 'common.secretKeep' : 'iam.clientSecretHint')} required={mode === 'create'} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
