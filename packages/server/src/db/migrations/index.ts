import type { Migration, MigrationProvider } from 'kysely';
import { coreMigration } from './0001-core.js';
import { listIndexesMigration } from './0002-list-indexes.js';
import { robotsMigration } from './0010-robots.js';

/**
 * Every migration by name, applied in name order. Other areas add their own entries here
 * (one line each, names prefixed with a sortable number).
 */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '0002-list-indexes': listIndexesMigration,
  '0010-robots': robotsMigration,
};

/** In-code provider: the bundle carries its migrations, so no folder scan at run time. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
