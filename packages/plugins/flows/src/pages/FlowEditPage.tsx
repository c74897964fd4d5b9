import { useMemo } from 'react';
import { OrgAdminNote, ResourceEdit, ResourceForm, jsonFieldIssues, useCan, useParams, useSearchParams, useT } from '@fleetdeck/sdk';
import { flowResource } from '../resources/flowResource.js';
import { FlowFields } from './FlowFields.js';
import { newFlow, toFlowBody, type FlowFormValues } from './flowForm.js';

const resource = flowResource();

/** /flow/create (?building=ID preselects it) and /flow/:id; read-only with a note for non-administrators. */
export function FlowEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const t = useT();
  const mayCreate = useCan('flows', 'create').can;
  const building = Number(search.get('building'));
  const defaults = useMemo(() => newFlow(Number.isInteger(building) && building > 0 ? building : ''), [building]);
  if (id === undefined && !mayCreate) {
    return (
      <ResourceEdit resource={resource}>
        <OrgAdminNote area="flows" message={t('contactAdmin')} />
      </ResourceEdit>
    );
  }
  return (
    <ResourceEdit resource={resource} id={id}>
      <OrgAdminNote area="flows" message={t('contactAdmin')} />
      <ResourceForm<FlowFormValues>
        defaultValues={defaults}
        toBody={toFlowBody}
        validate={(values) => jsonFieldIssues('definition', values.definition, (line, column) => t('json.syntax', { line, column }))}
      >
        {(form) => <FlowFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
