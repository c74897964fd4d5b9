import type { ChatAnswerSource, ChatMessageRecord, ChatSpeaker } from '@fleetdeck/model';
import type { Row } from '../resources/resource-types.js';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A `chat_messages` row as the API answers it. */
export function chatMessageFromRow(row: Row): ChatMessageRecord {
  return {
    id: Number(row.id),
    speaker: row.speaker as ChatSpeaker,
    text: String(row.text),
    test: Number(row.test) === 1,
    at: String(row.at),
    score: numberOrNull(row.score),
    summary: textOrNull(row.summary),
    source: typeof row.source === 'string' ? (JSON.parse(row.source) as ChatAnswerSource) : null,
  };
}
