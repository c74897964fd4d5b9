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

/** One line of a chat conversation. */
export const ChatMessageRecord = Type.Object({
  id: Id,
  speaker: Type.Union(ChatSpeaker.map((value) => Type.Literal(value))),
  text: Type.String(),
  test: Type.Boolean(),
  at: DateTime,
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
    score: field(Nullable(Type.Number({ minimum: 0, maximum: 100 })), { input: 'createOnly', listColumn: 'shown' }),
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
