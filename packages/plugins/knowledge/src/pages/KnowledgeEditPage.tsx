import { useMemo } from 'react';
import { KnowledgeForm } from '@fleetdeck/model';
import { EntityFields, ResourceEdit, ResourceForm, useParams, useSession } from '@fleetdeck/sdk';
import { knowledgeResource } from '../resources/guideResources.js';
import { newKnowledge, toKnowledgeBody, type KnowledgeFormValues } from './knowledgeForm.js';
import { QaSection } from './QaSection.js';

/** /guide/knowledge-groups/new and /guide/knowledge-groups/:id: the group's fields from its declaration, then its Q&A. */
export function KnowledgeEditPage() {
  const { id } = useParams();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newKnowledge(organizationId), [organizationId]);
  return (
    <ResourceEdit resource={knowledgeResource} id={id === 'new' ? undefined : id}>
      <ResourceForm<KnowledgeFormValues> defaultValues={defaults} formSchema={KnowledgeForm} toBody={toKnowledgeBody}>
        {(form) => <EntityFields form={form} custom={{ qas: <QaSection form={form} /> }} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
