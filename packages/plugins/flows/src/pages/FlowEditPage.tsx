import { useMemo } from 'react';
import { Flow } from '@fleetdeck/model';
import { EntityFields, OrgAdminNote, ResourceEdit, ResourceForm, entityFormValues, useCan, useParams, useSearchParams, useT, type FieldValues } from '@fleetdeck/sdk';
import { definitionIssues } from '../definition/definitionIssues.js';
import { FlowDefinitionField } from '../definition/FlowDefinitionField.js';
import { flowResource } from '../resources/flowResource.js';

const resource = flowResource();

/** /flow/create (?building=ID preselects it) and /flow/:id, the definition edited as steps or JSON; read-only with a note for non-administrators. */
export function FlowEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const t = useT();
  const mayCreate = useCan('flows', 'create').can;
  const building = Number(search.get('building'));
  const preselected = Number.isInteger(building) && building > 0;
  const defaults = useMemo<FieldValues | undefined>(() => (preselected ? { ...entityFormValues(Flow, 'create'), buildingId: building } : undefined), [preselected, building]);
  // Steps with a problem are flagged beside themselves; saving is refused with their numbers.
  const validate = (values: FieldValues) => definitionIssues(values.definition, (numbers) => t('steps.summary', { numbers }));
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
      <ResourceForm defaultValues={id === undefined ? defaults : undefined} validate={validate}>
        {(form) => <EntityFields form={form} custom={{ definition: <FlowDefinitionField form={form} /> }} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
