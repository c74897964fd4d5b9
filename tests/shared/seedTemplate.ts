// A demo-seeded store made once per test run, which each fresh test server copies instead of
// migrating and seeding its own: seeding is about a second of every start, and the API suites and
// browser tests start hundreds of servers. The first start of an empty store stays tested where it
// is the subject (tests/api/cli.test.ts starts from empty folders).
import { cp, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDir, runCli } from './serverProcess.js';

/** Where the template is: its data folder and, on PostgreSQL, its database. */
export interface SeedTemplate {
  dataDir: string;
  /** PostgreSQL database to copy with CREATE DATABASE … TEMPLATE; absent on SQLite. */
  database?: string;
}

/** The variable the global set-ups hand the template to test workers in (JSON of SeedTemplate). */
const TEMPLATE_ENV = 'FLEETDECK_TEST_SEED_TEMPLATE';

/**
 * Seeds a template with `fleetdeck seed --demo`: a SQLite file in its folder, or, given the
 * maintenance URL of a PostgreSQL cluster, a database of that cluster. Published to workers
 * through the environment; `dispose` removes it.
 */
export async function createSeedTemplate(postgresUrl?: string): Promise<SeedTemplate & { dispose(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fleetdeck-template-'));
  let database: string | undefined;
  let databaseUrl = '';
  let drop = async () => {};
  if (postgresUrl) {
    // Imported here so a SQLite-only run never loads the SQL worker.
    const { openSyncSql } = await import('../api/harness/sync-sql.js');
    const admin = openSyncSql(postgresUrl);
    database = `fleetdeck_template_${process.pid}`;
    admin.run(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    admin.run(`CREATE DATABASE ${database}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.href;
    drop = async () => {
      admin.run(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.close();
    };
  }
  const seeded = await runCli(['seed', '--demo', '--data', dataDir], { DATABASE_URL: databaseUrl, NODE_ENV: 'test' });
  if (seeded.code !== 0) throw new Error(`seeding the test template failed (${seeded.code}):\n${seeded.stdout}${seeded.stderr}`);
  const template: SeedTemplate = database ? { dataDir, database } : { dataDir };
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
  return {
    ...template,
    async dispose() {
      delete process.env[TEMPLATE_ENV];
      await drop();
      await removeDir(dataDir);
    },
  };
}

/** The template a global set-up made for this run, if any. */
export function seedTemplate(): SeedTemplate | undefined {
  const json = process.env[TEMPLATE_ENV];
  return json ? (JSON.parse(json) as SeedTemplate) : undefined;
}

/** Copies the template's data folder (its SQLite file, seeded files) into an empty `dataDir`. */
export async function copySeedTemplate(template: SeedTemplate, dataDir: string): Promise<void> {
  if ((await readdir(dataDir)).length > 0) throw new Error(`copySeedTemplate: ${dataDir} is not empty`);
  await cp(template.dataDir, dataDir, { recursive: true });
}
