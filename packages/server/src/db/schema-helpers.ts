import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Helpers for migrations, which must produce the same schema on every store. Existing SQLite data
// folders already ran the migrations, so these compile to exactly the SQL the migrations wrote
// before; the PostgreSQL adapter translates them (postgres-dialect-plugin.ts).

/** The SQL text of the "now" default on SQLite. */
export const SQLITE_NOW_DEFAULT = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Default of a time column: the moment of the insert as an ISO 8601 text in UTC with milliseconds. */
export const nowDefault = sql.raw<string>(SQLITE_NOW_DEFAULT);

/** The `id` column: `.addColumn('id', 'integer', idColumn)`; grows, never reused. */
export function idColumn(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.primaryKey().autoIncrement();
}

/** Which store a migration runs on, for the rare step no schema builder call expresses on both (triggers). */
export function storeKind(db: Kysely<unknown>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
