import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { RequiredMultilineText } from './text-rules.js';

const strict = { additionalProperties: false } as const;

/** One question and answer of a knowledge group, with an optional image or video (an uploaded file's id). */
export const KnowledgeQa = Type.Object({
  question: RequiredMultilineText(512),
  answer: RequiredMultilineText(2000),
  attachmentFileId: Nullable(Id),
}, strict);
export type KnowledgeQa = Static<typeof KnowledgeQa>;

/** A Q&A entry as the detail answers it: with its attachment's kind when it has one. */
export const KnowledgeQaRecord = Type.Object({
  ...KnowledgeQa.properties,
  attachmentType: Nullable(Type.Union([Type.Literal('image'), Type.Literal('video')])),
});
export type KnowledgeQaRecord = Static<typeof KnowledgeQaRecord>;

/**
 * Knowledge groups (§3): the Q&A a guide robot answers from, per building. `qas` is kept in its
 * own table and replaced as a whole by a body that carries it; only the detail answers it.
 */
export const KnowledgeGroup = defineEntity({
  name: 'knowledgeGroups',
  area: 'knowledgeGroups',
  path: '/knowledge-groups',
  organization: 'organizationId',
  fields: {
    name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true, width: 300 }),
    organizationId: field(Id, { input: 'required', references: '/organizations' }),
    buildingId: field(Id, { input: 'required', references: '/buildings', referenceScope: 'organizationId' }),
    qas: field(Type.Optional(Type.Array(KnowledgeQaRecord)), { column: false, bodySchema: Type.Array(KnowledgeQa, { maxItems: 200 }) }),
  },
  defaultSort: { id: 'name', desc: false },
});

/** A knowledge group as the API answers it (only the detail carries the Q&A). */
export const KnowledgeGroupRecord = KnowledgeGroup.record;
export type KnowledgeGroupRecord = Static<typeof KnowledgeGroupRecord>;
/** Body to create a knowledge group: name, building and its Q&A. */
export const KnowledgeGroupCreate = KnowledgeGroup.create;
export type KnowledgeGroupCreate = Static<typeof KnowledgeGroupCreate>;
/** Body to change a knowledge group; `qas` replaces the whole list. */
export const KnowledgeGroupUpdate = KnowledgeGroup.update;
export type KnowledgeGroupUpdate = Static<typeof KnowledgeGroupUpdate>;
