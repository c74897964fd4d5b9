import { useMemo } from 'react';
import { ThresholdRule } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, entityFormValues, useParams, useSession, type FieldValues } from '@fleetdeck/sdk';
import { thresholdRuleResource } from '../resources/thresholdRuleResource.js';
import { ConditionsEditor, EMPTY_CONDITION } from './ConditionsEditor.js';

/** The path segment that opens the create form under /threshold/:id. */
export const NEW_SEGMENT = 'new';

/** /threshold/new and /threshold/:id: the rule's fields and the conditions editor; a new rule starts with one condition to fill in. */
export function ThresholdEditPage() {
  const { id } = useParams();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo<FieldValues>(() => ({ ...entityFormValues(ThresholdRule, 'create'), organizationId, conditions: [{ ...EMPTY_CONDITION }] }), [organizationId]);
  return (
    <ResourceEdit resource={thresholdRuleResource} id={id === NEW_SEGMENT ? undefined : id}>
      <ResourceForm defaultValues={defaults}>
        {(form) => <EntityFields form={form} custom={{ conditions: <ConditionsEditor form={form} /> }} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
