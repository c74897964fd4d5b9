import { KnowledgeGroup, type KnowledgeQaRecord } from '@fleetdeck/model';
import { entityFormValues } from '@fleetdeck/sdk';

/** One Q&A row of the form: the body's fields and, shown only, the attachment's kind (null when there is none). */
export type QaFormValues = KnowledgeQaRecord;

/** The values of the knowledge group form the page draws itself: the Q&A, each with its attachment's kind; the other fields come from the entity. */
export type KnowledgeFormValues = { qas: QaFormValues[] };

/** A new group's values, in the given organization. */
export function newKnowledge(organizationId: number | ''): KnowledgeFormValues {
  const fields = { ...entityFormValues(KnowledgeGroup, 'create'), organizationId };
  return { ...fields, qas: [] };
}

/** The API body: the Q&A in the form's order, without the attachment kinds (the server knows its files). */
export function toKnowledgeBody(values: KnowledgeFormValues): object {
  return { ...values, qas: (values.qas ?? []).map(({ attachmentType: _shownOnly, ...qa }) => qa) };
}
