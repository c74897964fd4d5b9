import type { Kysely, Migration } from 'kysely';

// The sortable list columns (0002, 0003) and the login id the filtered operator list orders by.
const sortColumns: Array<[table: string, column: string]> = [
  ['operators', 'last_name'],
  ['operators', 'first_name'],
  ['operators', 'type'],
  ['operators', 'login_id'],
  ['organizations', 'type'],
  ['buildings', 'updated_at'],
  ['buildings', 'name'],
];

/**
 * The list sort indexes again, each column with the `id ASC` tie-break and in both directions,
 * so every list order is one index scan on both stores. On PostgreSQL a list order is
 * `column ASC NULLS FIRST` or `column DESC NULLS LAST` (NULL sorts as on SQLite,
 * postgres-dialect-plugin.ts), which the default indexes (`ASC NULLS LAST`) serve in neither
 * direction: every sorted or filtered page sorted the whole table. The dialect plugin gives these
 * indexes the same NULL placement as the orders. On SQLite (id is the rowid) they replace
 * 0002's and 0003's, which held the same entries.
 */
export const listSortIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, column] of sortColumns) {
      if (column !== 'login_id') {
        await db.schema.dropIndex(`${table}_${column}`).ifExists().execute();
        await db.schema.dropIndex(`${table}_${column}_desc`).ifExists().execute();
      }
      await db.schema.createIndex(`${table}_${column}_asc_id`).ifNotExists().on(table).columns([`${column} asc`, 'id']).execute();
      await db.schema.createIndex(`${table}_${column}_desc_id`).ifNotExists().on(table).columns([`${column} desc`, 'id']).execute();
    }
  },
};
