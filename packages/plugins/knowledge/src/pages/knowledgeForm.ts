import type { KnowledgeGroupCreate } from '@fleetdeck/model';

/** One Q&A row of the form; an attachment not chosen holds ''. */
export type QaFormValues = { question: string; answer: string; attachmentFileId: number | ''; attachmentType: string };

/** Values of the knowledge group form. */
export type KnowledgeFormValues = { name: string; organizationId: number | ''; buildingId: number | ''; qas: QaFormValues[] };

/** A new group's values, in the given organization. */
export function newKnowledge(organizationId: number | ''): KnowledgeFormValues {
  return { name: '', organizationId, buildingId: '', qas: [] };
}

/** The form schema: the model's body, with each row's attachment kind (shown only, never sent). */
export function knowledgeFormSchema(create: { properties: Record<string, unknown>; required?: string[] }): object {
  const qas = create.properties.qas as { anyOf?: unknown; items: { properties: Record<string, unknown>; required: string[] } };
  return {
    ...create,
    properties: {
      ...create.properties,
      qas: { ...qas, items: { ...qas.items, required: ['question', 'answer'], properties: { ...qas.items.properties, attachmentType: { type: 'string' } } } },
    },
  };
}

/** The API body: Q&A in the form's order, no attachment as null. */
export function toKnowledgeBody(values: Partial<KnowledgeFormValues>): KnowledgeGroupCreate {
  return {
    ...(values as Record<string, unknown>),
    qas: (values.qas ?? []).map((qa) => ({ question: qa.question, answer: qa.answer, attachmentFileId: typeof qa.attachmentFileId === 'number' ? qa.attachmentFileId : null })),
  } as KnowledgeGroupCreate;
}

/** Form values of a loaded group. */
export function toKnowledgeForm(record: Record<string, unknown>): KnowledgeFormValues {
  const qas = (record.qas ?? []) as Array<{ question: string; answer: string; attachmentFileId: number | null; attachmentType: string | null }>;
  return {
    name: String(record.name ?? ''),
    organizationId: typeof record.organizationId === 'number' ? record.organizationId : '',
    buildingId: typeof record.buildingId === 'number' ? record.buildingId : '',
    qas: qas.map((qa) => ({ question: qa.question, answer: qa.answer, attachmentFileId: qa.attachmentFileId ?? '', attachmentType: qa.attachmentType ?? '' })),
  };
}
