import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newSecret } from './secret-token.js';

declare module '../db/database.js' {
  interface Database {
    /** Migration 0092: secrets the server made for itself, by name. */
    server_secrets: { name: string; value: string; created_at: string };
  }
}

const known = new WeakMap<object, Map<string, string>>();

/**
 * The server's secret called `name`, made on first use and kept in the store: every process of a
 * cluster reads the same one, and two processes making it at once keep the first (its name is the
 * table's key). Read once per database handle.
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) {
    secrets = new Map();
    known.set(db, secrets);
  }
  const cached = secrets.get(name);
  if (cached) return cached;
  await db.insertInto('server_secrets').values({ name, value: newSecret(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  secrets.set(name, row.value);
  return row.value;
}
