import { PostgresAdapter, sql, type QueryExecutor, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';

// The few query pieces whose SQL differs between the stores. Everything else is Kysely's builders.

/** Any Kysely handle or transaction, whatever its table types. */
interface Handle {
  getExecutor(): QueryExecutor;
}

function onPostgres(db: Handle): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A subquery's rows as one JSON array column (text on SQLite, parsed by the driver on PostgreSQL). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set, as Kysely's own helpers take
export function jsonArrayFrom<O>(db: Handle, subquery: SelectQueryBuilder<any, any, O>): RawBuilder<unknown[]> {
  return onPostgres(db) ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
}

/**
 * Whether a list page with skipped rows is read ids first (the page's ids by the filter, order,
 * limit and skip, then those rows). PostgreSQL reads the table row of every entry it skips,
 * even when the sort index alone answers the order; choosing ids first lets the skipped entries
 * be read from the index only (an index-only scan), and the table rows only for the page.
 * SQLite's index entries point at the rowid and its plain page query is already that fast.
 */
export function readsPageIdsFirst(db: Handle): boolean {
  return onPostgres(db);
}

/** Every (table, column) whose foreign key references `table`, read from the schema. */
export async function foreignKeysReferencing(db: Handle, table: string): Promise<Array<{ tableName: string; column: string }>> {
  if (onPostgres(db)) {
    const { rows } = await sql<{ tableName: string; column: string }>`
      SELECT c.conrelid::regclass::text AS "tableName", a.attname AS "column"
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = to_regclass(${table})`.execute(db);
    return rows;
  }
  const { rows } = await sql<{ tableName: string; column: string }>`
    SELECT m.name AS tableName, k."from" AS "column"
    FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) k
    WHERE m.type = 'table' AND k."table" = ${table}`.execute(db);
  return rows;
}
