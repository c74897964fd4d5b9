import { randomBytes } from 'node:crypto';
import { dataFolderDatabaseUrl } from '../../shared/serverProcess.js';
import { openSyncSql, type SyncSql } from './sync-sql.js';

/**
 * The store the API suite runs on: SQLite in the server's data folder by default; PostgreSQL when
 * FLEETDECK_TEST_STORE=postgres (`npm test`'s second pass, `pnpm run api:postgres`), on the cluster
 * FLEETDECK_TEST_POSTGRES_URL names, with a database of its own for each test server.
 */
export interface TestDatabase {
  /** DATABASE_URL of the server (what a test's own SQL client opens). */
  url: string;
  /** Environment the server starts with. */
  env: Record<string, string>;
  /** Removes the database (after the server stopped). */
  drop(): Promise<void>;
}

/** True when this run's test servers use PostgreSQL. */
export const onPostgres = process.env.FLEETDECK_TEST_STORE === 'postgres';

let maintenance: SyncSql | undefined;

function maintenanceClient(): SyncSql {
  const url = process.env.FLEETDECK_TEST_POSTGRES_URL;
  if (!url) throw new Error('FLEETDECK_TEST_STORE=postgres needs FLEETDECK_TEST_POSTGRES_URL (scripts/test.sh starts a cluster and sets it)');
  maintenance ??= openSyncSql(url);
  return maintenance;
}

/** A fresh database for one test server whose data folder is `dataDir`; on PostgreSQL a copy of `template` when given. */
export function createTestDatabase(dataDir: string, template?: string): TestDatabase {
  if (!onPostgres) return { url: dataFolderDatabaseUrl(dataDir), env: {}, drop: () => Promise.resolve() };
  const admin = maintenanceClient();
  const name = `fleetdeck_api_${process.pid}_${randomBytes(6).toString('hex')}`;
  admin.run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(process.env.FLEETDECK_TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    env: { DATABASE_URL: url.href },
    drop: async () => {
      admin.run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
