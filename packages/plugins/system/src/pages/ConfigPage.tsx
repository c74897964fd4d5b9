import { EntityFields, ResourceEdit, ResourceForm, useParams, useT } from '@fleetdeck/sdk';
import { configResource } from '../resources/systemResources.js';
import { configIssues } from './configForm.js';

/** /system/config/create and /system/config/:id: a JSON value's syntax error is shown in the user's language before sending. */
export function ConfigPage() {
  const { id } = useParams();
  const t = useT();
  return (
    <ResourceEdit resource={configResource} id={id}>
      <ResourceForm validate={(values) => configIssues(values, (detail) => t('config.jsonInvalid', { detail }))}>
        {(form) => <EntityFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
