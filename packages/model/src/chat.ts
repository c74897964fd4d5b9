import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable, RequiredText } from './common.js';
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

/** A chat record of a conversational robot (§3): robot, location, message, score, summary, AI model, instructions. */
export const ChatRecord = Type.Object({
  id: Id,
  organizationId: Id,
  buildingId: Id,
  robotSerialNo: Type.String(),
  location: Type.String(),
  message: Type.String(),
  score: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  summary: Type.String(),
  aiModel: Type.String(),
  additionalInstructions: Type.String(),
  messages: Type.Array(ChatMessageRecord),
  startedAt: DateTime,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ChatRecord = Static<typeof ChatRecord>;

const chatFields = {
  organizationId: Id,
  buildingId: Id,
  robotSerialNo: RequiredText(24),
  location: LineText(128),
  message: MultilineText(CHAT_MESSAGE_MAX),
  score: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  summary: MultilineText(2000),
  aiModel: LineText(64),
  additionalInstructions: MultilineText(2000),
};

/** Body to record a chat (robots and tests report conversations this way). */
export const ChatCreate = Type.Object({
  organizationId: chatFields.organizationId,
  buildingId: chatFields.buildingId,
  robotSerialNo: chatFields.robotSerialNo,
  location: Type.Optional(chatFields.location),
  message: Type.Optional(chatFields.message),
  score: Type.Optional(chatFields.score),
  summary: Type.Optional(chatFields.summary),
  aiModel: Type.Optional(chatFields.aiModel),
  additionalInstructions: Type.Optional(chatFields.additionalInstructions),
}, strict);
export type ChatCreate = Static<typeof ChatCreate>;

/** Body to change a chat's notes: summary, AI model and additional instructions. */
export const ChatUpdate = Type.Partial(Type.Object({
  summary: chatFields.summary,
  aiModel: chatFields.aiModel,
  additionalInstructions: chatFields.additionalInstructions,
}, strict), strict);
export type ChatUpdate = Static<typeof ChatUpdate>;

/** Body of a test chat: one message, at most CHAT_MESSAGE_MAX characters. */
export const ChatTestMessage = Type.Object({ text: RequiredMultilineText(CHAT_MESSAGE_MAX) }, strict);
export type ChatTestMessage = Static<typeof ChatTestMessage>;
