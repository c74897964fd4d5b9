import type { KnowledgeQa } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { ChildHook } from '../../resources/resource-types.js';

/** A knowledge group's Q&A, replaced as a whole when the body carries `qas`, in the body's order. */
export const knowledgeQasChild: ChildHook = {
  field: 'qas',
  async write(trx, groupId, value) {
    const qas = value as KnowledgeQa[];
    await trx.deleteFrom('knowledge_qas').where(sql.ref('group_id'), '=', groupId).execute();
    if (qas.length === 0) return;
    await trx
      .insertInto('knowledge_qas')
      .values(qas.map((qa, position) => ({ group_id: groupId, position, question: qa.question, answer: qa.answer, attachment_file_id: qa.attachmentFileId })))
      .execute();
  },
  async load(db, ids) {
    const grouped = new Map<number, unknown[]>();
    if (ids.length === 0) return grouped;
    const rows = await db
      .selectFrom('knowledge_qas')
      .leftJoin('files', 'files.id', 'knowledge_qas.attachment_file_id')
      .select([
        sql.ref('knowledge_qas.group_id').as('groupId'),
        sql.ref('knowledge_qas.question').as('question'),
        sql.ref('knowledge_qas.answer').as('answer'),
        sql.ref('knowledge_qas.attachment_file_id').as('attachmentFileId'),
        sql.ref('files.file_type').as('attachmentType'),
      ])
      .where(sql.ref('knowledge_qas.group_id'), 'in', [...ids])
      .orderBy(sql.ref('knowledge_qas.position'))
      .execute();
    for (const row of rows) {
      const key = Number(row.groupId);
      const attachmentFileId = row.attachmentFileId === null || row.attachmentFileId === undefined ? null : Number(row.attachmentFileId);
      grouped.set(key, [...(grouped.get(key) ?? []), { question: row.question, answer: row.answer, attachmentFileId, attachmentType: attachmentFileId === null ? null : (row.attachmentType ?? null) }]);
    }
    return grouped;
  },
};
