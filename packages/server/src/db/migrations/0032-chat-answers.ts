import type { Kysely, Migration } from 'kysely';

/**
 * A robot's answer line keeps its §3 score and summary and the Q&A entry it came from (JSON of
 * ChatAnswerSource: group id and name, entry index and question as they read when it answered).
 */
export const chatAnswersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').addColumn('score', 'real').execute();
    await db.schema.alterTable('chat_messages').addColumn('summary', 'text').execute();
    await db.schema.alterTable('chat_messages').addColumn('source', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['source', 'summary', 'score']) await db.schema.alterTable('chat_messages').dropColumn(column).execute();
  },
};
