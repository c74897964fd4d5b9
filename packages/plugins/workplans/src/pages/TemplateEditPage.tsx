import { useMemo } from 'react';
import { WorkPlanTemplate } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, entityFormValues, useParams, useSession, useT } from '@fleetdeck/sdk';
import { workPlanTemplateResource } from '../resources/workPlanResources.js';

/** /workplan/create-template and /workplan/template/:id: the template's fields; a new one starts in the user's organization. */
export function TemplateEditPage() {
  const { id } = useParams();
  const t = useT();
  const session = useSession();
  const own = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<Record<string, unknown>>(() => ({ ...entityFormValues(WorkPlanTemplate, 'create'), organizationId: own }), [own]);
  return (
    <ResourceEdit resource={workPlanTemplateResource} id={id}>
      <ResourceForm defaultValues={defaults} messages={{ scope: t('rules.scope') }}>
        {(form) => <EntityFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
