import { useMemo } from 'react';
import { KnowledgeGroupCreate } from '@fleetdeck/model';
import {
  FormSelectField, FormTextField, ResourceEdit, ResourceForm, useChoices, useParams, useResourceT, useSession, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import { knowledgeResource } from '../resources/guideResources.js';
import { knowledgeFormSchema, newKnowledge, toKnowledgeBody, toKnowledgeForm, type KnowledgeFormValues } from './knowledgeForm.js';
import { QaSection } from './QaSection.js';

const formSchema = knowledgeFormSchema(KnowledgeGroupCreate as unknown as { properties: Record<string, unknown> });

function KnowledgeFields({ form }: { form: UseFormReturn<KnowledgeFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const organizationId = form.watch('organizationId');
  const organizations = useChoices('/organizations');
  const buildings = useChoices('/buildings', { where: { organizationId }, enabled: typeof organizationId === 'number' });
  return (
    <>
      <FormTextField form={form} name="name" label={t('knowledge.name')} required />
      <FormSelectField form={form} name="organizationId" label={t('knowledge.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
      <FormSelectField form={form} name="buildingId" label={t('knowledge.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <QaSection form={form} />
    </>
  );
}

/** /guide/knowledge-groups/new and /guide/knowledge-groups/:id */
export function KnowledgeEditPage() {
  const { id } = useParams();
  const session = useSession();
  const organizationId = typeof session?.organizationId === 'number' ? session.organizationId : '';
  const defaults = useMemo(() => newKnowledge(organizationId), [organizationId]);
  return (
    <ResourceEdit resource={knowledgeResource} id={id === 'new' ? undefined : id}>
      <ResourceForm<KnowledgeFormValues> defaultValues={defaults} formSchema={formSchema} toBody={toKnowledgeBody} toFormValues={toKnowledgeForm}>
        {(form) => <KnowledgeFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
