import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { looseDb } from '../resources/resource-context.js';
import { answerQuestion, type KnowledgeAnswer } from './answer-question.js';
import { KnowledgeIndex, type KnowledgeEntry } from './knowledge-index.js';

// Buildings whose index stays in memory; one that falls out is indexed again on its next question.
const CACHED_BUILDINGS = 500;

/**
 * Answers questions from a building's knowledge groups: the console's test chat and guide robots
 * (through the gateway) both ask here. Each question reads the building's Q&A as they are now and
 * brings the building's index up to date before searching, so an edit is never answered stale;
 * only entries that changed are re-indexed, which for hundreds of entries costs a query and a compare.
 */
export class KnowledgeAnswerer {
  private readonly indexes = new LRUCache<number, KnowledgeIndex>({ max: CACHED_BUILDINGS });

  constructor(private readonly db: Kysely<Database>) {}

  /** Answers `question` asked in building `buildingId`. */
  async answer(buildingId: number, question: string): Promise<KnowledgeAnswer> {
    const entries = await this.entries(buildingId);
    let index = this.indexes.get(buildingId);
    if (!index) this.indexes.set(buildingId, (index = new KnowledgeIndex()));
    index.sync(entries);
    return answerQuestion(index, question);
  }

  private async entries(buildingId: number): Promise<KnowledgeEntry[]> {
    const rows = await looseDb(this.db)
      .selectFrom('knowledge_qas')
      .innerJoin('knowledge_groups', 'knowledge_groups.id', 'knowledge_qas.group_id')
      .select([
        sql.ref('knowledge_groups.id').as('groupId'),
        sql.ref('knowledge_groups.name').as('groupName'),
        sql.ref('knowledge_qas.position').as('position'),
        sql.ref('knowledge_qas.question').as('question'),
        sql.ref('knowledge_qas.answer').as('answer'),
      ])
      .where(sql.ref('knowledge_groups.building_id'), '=', buildingId)
      .execute();
    return rows.map((row) => ({
      knowledgeGroupId: Number(row.groupId),
      knowledgeGroupName: String(row.groupName),
      qaIndex: Number(row.position),
      question: String(row.question),
      answer: String(row.answer),
    }));
  }
}
