import { sql } from 'kysely';
import { chatMessageFromRow } from '../../guide/chat-message-row.js';
import type { ChildHook } from '../../resources/resource-types.js';

/** A chat's conversation, oldest first, on the detail (read-only here; test chat adds lines). */
export const chatMessagesChild: ChildHook = {
  field: 'messages',
  // Bodies cannot carry `messages` (the schemas refuse it), so there is never anything to write.
  write: async () => undefined,
  async load(db, ids) {
    const grouped = new Map<number, unknown[]>();
    if (ids.length === 0) return grouped;
    const rows = await db.selectFrom('chat_messages').selectAll().where(sql.ref('chat_id'), 'in', [...ids]).orderBy(sql.ref('id')).execute();
    for (const row of rows) {
      const key = Number(row.chat_id);
      grouped.set(key, [...(grouped.get(key) ?? []), chatMessageFromRow(row)]);
    }
    return grouped;
  },
};
