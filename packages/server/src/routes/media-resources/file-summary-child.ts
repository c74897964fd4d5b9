import { sql } from 'kysely';
import type { ChildHook } from '../../resources/resource-types.js';

/** The detail's `file`: name, type and size of the resource's upload (read-only; bodies change `fileId`). */
export const fileSummaryChild: ChildHook = {
  field: 'file',
  // Bodies cannot carry `file` (the schemas refuse it), so there is never anything to write.
  write: async () => undefined,
  async load(db, ids) {
    const out = new Map<number, unknown>();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('media_resources')
      .innerJoin('files', 'files.id', 'media_resources.file_id')
      .select([sql.ref('media_resources.id').as('id'), sql.ref('files.name').as('name'), sql.ref('files.content_type').as('contentType'), sql.ref('files.size').as('size')])
      .where(sql.ref('media_resources.id'), 'in', [...ids])
      .execute();
    for (const row of rows) out.set(Number(row.id), { name: String(row.name), contentType: String(row.contentType), size: Number(row.size) });
    return out;
  },
};
