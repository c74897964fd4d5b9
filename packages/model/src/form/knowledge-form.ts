import { KnowledgeGroupCreate, KnowledgeQaRecord } from '../knowledge.js';

const { qas } = KnowledgeGroupCreate.properties;

/** The knowledge group form: the body, with each Q&A row's attachment kind (shown only, never sent). */
export const KnowledgeForm: object = {
  ...KnowledgeGroupCreate,
  properties: {
    ...KnowledgeGroupCreate.properties,
    qas: { ...qas, items: { ...qas.items, required: ['question', 'answer'], properties: { ...qas.items.properties, attachmentType: KnowledgeQaRecord.properties.attachmentType } } },
  },
};
