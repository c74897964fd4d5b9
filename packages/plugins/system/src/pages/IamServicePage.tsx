import { IamService, IamServiceCreateForm, IamServiceUpdateForm } from '@fleetdeck/model';
import { EntityFields, FormTextField, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { iamServiceResource } from '../resources/systemResources.js';
import { useOrganizationDefaults } from '../shared/useOrganizationDefaults.js';
import { toIamServiceBody, toIamServiceForm, type IamServiceFormValues } from './iamServiceForm.js';


/** /system/iam/service/create and /system/iam/service/:id: scopes typed as text; the client secret is write-only. */
export function IamServicePage() {
  const { id } = useParams();
  const t = useT();
  const defaults = useOrganizationDefaults(IamService, id === undefined ? 'create' : 'edit', { scopes: '' }) as IamServiceFormValues;
  return (
    <ResourceEdit resource={iamServiceResource} id={id}>
      <ResourceForm<IamServiceFormValues>
        defaultValues={defaults}
        formSchema={id === undefined ? IamServiceCreateForm : IamServiceUpdateForm}
        toFormValues={(record) => toIamServiceForm(record, defaults)}
        toBody={toIamServiceBody}
      >
        {(form) => (
          <EntityFields form={form} custom={{ scopes: <FormTextField form={form} name="scopes" label={t('iam.scopes')} hint={t('iam.scopesHint')} /> }} />
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
