import { Type, type Static } from '@sinclair/typebox';
import { ChatAnswerSource, ChatScore, CHAT_MESSAGE_MAX } from './chat.js';
import { Id, Nullable } from './common.js';
import { LineText, RequiredMultilineText } from './text-rules.js';

// A guide robot asks the server what to answer a visitor (docs/gateway-protocol.md, "Guide
// questions"): the server answers from the building's knowledge groups, the same way as the
// console's test chat, and records the exchange as a chat.

/** Robot → server: a visitor asked the robot `text`; `ref` (the robot's own) comes back on the answer. */
export const GuideQuestionMessage = Type.Object({
  type: Type.Literal('guideQuestion'),
  ref: Type.String({ minLength: 1, maxLength: 64 }),
  text: RequiredMultilineText(CHAT_MESSAGE_MAX),
  /** Where the robot is talking (the chat's §3 location), e.g. "1F lobby". */
  location: Type.Optional(LineText(128)),
});
export type GuideQuestionMessage = Static<typeof GuideQuestionMessage>;

/**
 * Server → robot: what to say. `text` is the Q&A entry's answer, or a "no answer found" reply in the
 * question's language when nothing fit (then `source` is null); `chatId` is the chat it was recorded in.
 */
export const GuideAnswerMessage = Type.Object({
  type: Type.Literal('guideAnswer'),
  ref: Type.String({ minLength: 1, maxLength: 64 }),
  text: Type.String(),
  score: ChatScore,
  summary: Type.String(),
  source: Nullable(ChatAnswerSource),
  chatId: Id,
});
export type GuideAnswerMessage = Static<typeof GuideAnswerMessage>;
