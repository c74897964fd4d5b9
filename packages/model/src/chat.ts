import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
import { defineEntity } from './entity/define-entity.js';
import { field } from './entity/entity-field.js';
import { LineText, MultilineText, RequiredMultilineText } from './text-rules.js';

const strict = { additionalProperties: false } as const;

/** Longest chat message a person may send (§5 "chat message length limited"). */
export const CHAT_MESSAGE_MAX = 1000;

/** Who said a line of a conversation. */
export const ChatSpeaker = ['user', 'robot'] as const;
export type ChatSpeaker = (typeof ChatSpeaker)[number];

/** How well an answer fits its question, 0 to 100 (§3 chat "score"). */
export const ChatScore = Type.Number({ minimum: 0, maximum: 100 });

/**
 * The Q&A entry a robot's answer came from, as it read when the robot answered: the group's id and
 * name, the entry's place in the group's `qas` (0-based, as the knowledge group API addresses it)
 * and its question. Kept as written, so the history still says what was matched after an edit.
 */
export const ChatAnswerSource = Type.Object({
  knowledgeGroupId: Id,
  knowledgeGroupName: Type.String(),
  qaIndex: Type.Integer({ minimum: 0 }),
  question: Type.String(),
});
export type ChatAnswerSource = Static<typeof ChatAnswerSource>;

/**
 * One line of a chat conversation. A robot's answer carries its `score` and `summary` (§3) and the
 * Q&A entry it came from (`source`, null when no entry fit); other lines carry null in all three.
 */
export const ChatMessageRecord = Type.Object({
  id: Id,
  speaker: Type.Union(ChatSpeaker.map((value) => Type.Literal(value))),
  text: Type.String(),
  test: Type.Boolean(),
  at: DateTime,
  score: Nullable(ChatScore),
  summary: Nullable(Type.String()),
  source: Nullable(ChatAnswerSource),
});
export type ChatMessageRecord = Static<typeof ChatMessageRecord>;

/**
 * Chat records of conversational robots (§3): robots and tests report a conversation once (robot,
 * location, message, score); afterwards only the notes (summary, AI model, instructions) change.
 * The conversation is kept in its own table and answered on the detail.
 */
export const Chat = defineEntity({
  name: 'chats',
  area: 'chats',
  organization: 'organizationId',
  fields: {
    organizationId: field(Id, { input: 'requiredCreateOnly' }),
    buildingId: field(Id, { input: 'requiredCreateOnly' }),
    robotSerialNo: field(RequiredText(24), { input: 'requiredCreateOnly', listColumn: 'shown', searchable: true }),
    location: field(LineText(128), { input: 'createOnly', listColumn: 'shown', searchable: true }),
    message: field(MultilineText(CHAT_MESSAGE_MAX), { input: 'createOnly', listColumn: 'shown', searchable: true, width: 320 }),
    score: field(Nullable(ChatScore), { input: 'createOnly', listColumn: 'shown' }),
    summary: field(MultilineText(2000), { widget: 'multiline' }),
    aiModel: field(LineText(64), { listColumn: 'hidden' }),
    additionalInstructions: field(MultilineText(2000), { widget: 'multiline' }),
    messages: field(Type.Array(ChatMessageRecord), { input: 'none', column: false }),
    startedAt: field(DateTime, { input: 'none', listColumn: 'shown' }),
  },
  listFields: ['id', 'organizationId', 'buildingId', 'robotSerialNo', 'location', 'message', 'score', 'summary', 'aiModel', 'startedAt'],
  titleField: 'location',
  defaultSort: { id: 'startedAt', desc: true },
});

/** A chat record as the API answers it. */
export const ChatRecord = Chat.record;
export type ChatRecord = Static<typeof ChatRecord>;
/** Body to record a chat (robots and tests report conversations this way). */
export const ChatCreate = Chat.create;
export type ChatCreate = Static<typeof ChatCreate>;
/** Body to change a chat's notes: summary, AI model and additional instructions. */
export const ChatUpdate = Chat.update;
export type ChatUpdate = Static<typeof ChatUpdate>;

/** Body of a test chat: one message, at most CHAT_MESSAGE_MAX characters. */
export const ChatTestMessage = Type.Object({ text: RequiredMultilineText(CHAT_MESSAGE_MAX) }, strict);
export type ChatTestMessage = Static<typeof ChatTestMessage>;

/** Answer to a test chat: the stored question line and, in `reply`, the robot's answer line. */
export const ChatTestExchange = Type.Object({ ...ChatMessageRecord.properties, reply: ChatMessageRecord });
export type ChatTestExchange = Static<typeof ChatTestExchange>;
