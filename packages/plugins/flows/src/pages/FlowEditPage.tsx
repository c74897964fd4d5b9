import { useMemo } from 'react';
import { Flow } from '@fleetdeck/model';
import { EntityFields, OrgAdminNote, ResourceEdit, ResourceForm, entityFormValues, useCan, useParams, useSearchParams, useT } from '@fleetdeck/sdk';
import { flowResource } from '../resources/flowResource.js';

const resource = flowResource();

/** /flow/create (?building=ID preselects it) and /flow/:id; read-only with a note for non-administrators. */
export function FlowEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const t = useT();
  const mayCreate = useCan('flows', 'create').can;
  const building = Number(search.get('building'));
  const preselected = Number.isInteger(building) && building > 0;
  const defaults = useMemo(() => (preselected ? { ...entityFormValues(Flow, 'create'), buildingId: building } : undefined), [preselected, building]);
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
      <ResourceForm defaultValues={id === undefined ? defaults : undefined}>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
