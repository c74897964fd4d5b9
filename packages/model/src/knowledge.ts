import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { RequiredMultilineText } from './text-rules.js';

const strict = { additionalProperties: false } as const;

/** One question and answer of a knowledge group, with an optional image or video (an uploaded file's id). */
export const KnowledgeQa = Type.Object({
  question: RequiredMultilineText(512),
  answer: RequiredMultilineText(2000),
  attachmentFileId: Nullable(Id),
}, strict);
export type KnowledgeQa = Static<typeof KnowledgeQa>;

const knowledgeFields = {
  name: RequiredText(64),
  organizationId: Id,
  buildingId: Id,
  qas: Type.Array(KnowledgeQa, { maxItems: 200 }),
};

/** A Q&A entry as the detail answers it: with its attachment's kind when it has one. */
export const KnowledgeQaRecord = Type.Object({
  ...KnowledgeQa.properties,
  attachmentType: Nullable(Type.Union([Type.Literal('image'), Type.Literal('video')])),
});
export type KnowledgeQaRecord = Static<typeof KnowledgeQaRecord>;

/** A knowledge group as the API answers it (only the detail carries the Q&A). */
export const KnowledgeGroupRecord = Type.Object({
  id: Id,
  name: knowledgeFields.name,
  organizationId: Id,
  buildingId: Id,
  qas: Type.Optional(Type.Array(KnowledgeQaRecord)),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type KnowledgeGroupRecord = Static<typeof KnowledgeGroupRecord>;

/** Body to create a knowledge group: name, building and its Q&A. */
export const KnowledgeGroupCreate = Type.Object({
  name: knowledgeFields.name,
  organizationId: knowledgeFields.organizationId,
  buildingId: knowledgeFields.buildingId,
  qas: Type.Optional(knowledgeFields.qas),
}, strict);
export type KnowledgeGroupCreate = Static<typeof KnowledgeGroupCreate>;

/** Body to change a knowledge group; `qas` replaces the whole list. */
export const KnowledgeGroupUpdate = Type.Partial(KnowledgeGroupCreate, strict);
export type KnowledgeGroupUpdate = Static<typeof KnowledgeGroupUpdate>;
