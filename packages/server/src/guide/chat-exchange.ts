import type { ChatMessageRecord } from '@fleetdeck/model';
import { sql, type Kysely } from 'kysely';
import type { LooseDb } from '../resources/resource-types.js';
import type { KnowledgeAnswer } from './answer-question.js';
import { chatMessageFromRow } from './chat-message-row.js';

/** The AI model (§3) a chat answered from the knowledge groups names. */
export const KNOWLEDGE_SEARCH_MODEL = 'MiniSearch';

/** A question and the robot's answer, as stored. */
export interface StoredExchange {
  question: ChatMessageRecord;
  reply: ChatMessageRecord;
}

async function insertExchange(trx: Kysely<LooseDb>, chatId: number, question: string, answer: KnowledgeAnswer, test: boolean): Promise<StoredExchange> {
  const userRow = await trx
    .insertInto('chat_messages')
    .values({ chat_id: chatId, speaker: 'user', text: question, test: test ? 1 : 0, at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  const replyRow = await trx
    .insertInto('chat_messages')
    .values({
      chat_id: chatId,
      speaker: 'robot',
      text: answer.text,
      test: test ? 1 : 0,
      at: new Date().toISOString(),
      score: answer.score,
      summary: answer.summary,
      source: answer.source ? JSON.stringify(answer.source) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('chats').set({ updated_at: new Date().toISOString() }).where(sql.ref('id'), '=', chatId).execute();
  return { question: chatMessageFromRow(userRow), reply: chatMessageFromRow(replyRow) };
}

/** Adds a question line and its answer line (with score, summary and source) to chat `chatId`, in one transaction. */
export function appendExchange(db: Kysely<LooseDb>, chatId: number, question: string, answer: KnowledgeAnswer, test: boolean): Promise<StoredExchange> {
  return db.transaction().execute((trx) => insertExchange(trx, chatId, question, answer, test));
}

/** Where a robot talked with a visitor. */
export interface VisitorChatPlace {
  organizationId: number;
  buildingId: number;
  robotSerialNo: string;
  location: string;
}

/**
 * Records a visitor's question to a guide robot and its answer as a new chat (§3: robot, location,
 * message, score, summary, AI model) with both lines, in one transaction; answers the chat's id.
 */
export function recordVisitorChat(db: Kysely<LooseDb>, place: VisitorChatPlace, question: string, answer: KnowledgeAnswer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const chat = await trx
      .insertInto('chats')
      .values({
        organization_id: place.organizationId,
        building_id: place.buildingId,
        robot_serial_no: place.robotSerialNo,
        location: place.location,
        message: question,
        score: answer.score,
        summary: answer.summary,
        ai_model: KNOWLEDGE_SEARCH_MODEL,
        additional_instructions: '',
        started_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning(sql.ref('id').as('id'))
      .executeTakeFirstOrThrow();
    const chatId = Number(chat.id);
    await insertExchange(trx, chatId, question, answer, false);
    return chatId;
  });
}
