import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import { ChangeCounter, type ChangeNotifier } from './change-notifier.js';
import { advisoryLocks } from './advisory-locks.js';
import type { Database } from './database.js';
import { PostgresDialectPlugin } from './postgres-dialect-plugin.js';
import type { Store } from './store.js';
import { trackWrites } from './write-tracking.js';

/** The channel every Fleetdeck process on the database announces its committed writes on. */
const CHANGES_CHANNEL = 'fleetdeck_changes';
/** Connections each process keeps at most; the API and the gateway's batches share them. */
const POOL_SIZE = 10;
/** Wait before listening again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 1000;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// SQLite answers integers and sums as numbers; so does this store. pg answers 64-bit integers
// (every integer column here, and every count) and numerics as strings, because they may exceed
// 2^53; no id, count or millisecond time of Fleetdeck comes near that.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if ((oid === INT8_OID || oid === NUMERIC_OID) && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Opens a pool on the PostgreSQL database; the schema is made by the same migrations as SQLite's.
 * `changes` replaces the LISTEN/NOTIFY notifier (a cluster announces its writes over NATS).
 */
export function openPostgresStore(url: string, changes: ChangeNotifier = new PostgresChangeNotifier(url)): Store {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection that the server closed is removed from the pool; the next query opens another.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: trackWrites(new PostgresDialect({ pool }), changes), plugins: [new PostgresDialectPlugin()] });
  return {
    db,
    changes,
    shared: true,
    // One pool serves the gateway's batches too: a PostgreSQL server takes concurrent writers.
    openBatchWriter: () => ({ db, close: () => Promise.resolve() }),
    runExclusive: advisoryLocks(db),
    async close() {
      await changes.close();
      await db.destroy();
    },
  };
}

/**
 * Other processes' writes (a second server, `fleetdeck seed`, a test) are seen through LISTEN/NOTIFY:
 * each write transaction sends `pg_notify` before COMMIT, so the notice commits with the data and
 * costs no table and no trigger. Notices arrive on a listening connection within a few
 * milliseconds; an exact version also makes a round trip on that connection, and PostgreSQL
 * delivers every notice committed before that query ahead of its answer. (A change counter table
 * was the alternative: it costs a row lock every writer waits on, and a read for every check.)
 * NOTIFY does serialize the commits of notifying transactions; a cluster whose write rate makes
 * that matter can announce through its message bus instead, behind the same ChangeNotifier.
 */
class PostgresChangeNotifier implements ChangeNotifier {
  readonly #url: string;
  /** Marks this process's own notices, which it counted at commit already. */
  readonly #origin = randomBytes(8).toString('hex');
  readonly #counter = new ChangeCounter();
  #listener: pg.Client | null = null;
  #listening: Promise<pg.Client | null> | null = null;
  #closed = false;

  constructor(url: string) {
    this.#url = url;
  }

  committed(): void {
    this.#counter.bump();
  }

  /** Sent inside the write's transaction (write-tracking.ts), so it is delivered only if the write commits. */
  async announce(connection: { executeQuery: (query: CompiledQuery) => Promise<unknown> }): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, this.#origin]));
  }

  async version(exact: boolean): Promise<string> {
    const listener = await this.#listen();
    // Without a listening connection other processes' writes cannot be seen: no version repeats.
    if (!listener) {
      this.#counter.bump();
      return `unlistened:${this.#counter.value}`;
    }
    if (exact) {
      try {
        await listener.query('SELECT 1');
      } catch {
        this.#counter.bump();
      }
    }
    return String(this.#counter.value);
  }

  #listen(): Promise<pg.Client | null> {
    if (this.#listener) return Promise.resolve(this.#listener);
    this.#listening ??= this.#connect().finally(() => {
      this.#listening = null;
    });
    return this.#listening;
  }

  async #connect(): Promise<pg.Client | null> {
    if (this.#closed) return null;
    const client = new pg.Client({ connectionString: this.#url, types });
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload !== this.#origin) this.#counter.bump();
    });
    const lost = () => {
      if (this.#listener !== client) return;
      this.#listener = null;
      // Notices may have been missed while no connection listened.
      this.#counter.bump();
      if (!this.#closed) setTimeout(() => void this.#listen(), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return null;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return null;
    }
    this.#listener = client;
    // Writes committed before LISTEN took effect were not announced to this connection.
    this.#counter.bump();
    return client;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const listener = this.#listener ?? (await this.#listening);
    this.#listener = null;
    await listener?.end().catch(() => undefined);
  }
}

/**
 * A warning when the database does not sort text by code point: lists then order by its locale's
 * rules, not as on SQLite (docs/deploy.md creates the database with the C locale). Null when it does.
 */
export async function collationWarning(db: Kysely<Database>): Promise<string | null> {
  // As JSON, so a server without datlocprovider (before PostgreSQL 15: libc only) answers too.
  const { rows } = await db.executeQuery<{ settings: { datcollate?: string; datlocprovider?: string; daticulocale?: string | null } }>(
    CompiledQuery.raw('SELECT to_jsonb(d) AS settings FROM pg_database d WHERE datname = current_database()'),
  );
  const settings = rows[0]?.settings ?? {};
  const collation = settings.datlocprovider === 'i' ? `ICU ${settings.daticulocale ?? ''}` : (settings.datcollate ?? '');
  if (collation === 'C' || collation === 'POSIX' || collation.startsWith('C.')) return null;
  return `the PostgreSQL database's collation is "${collation}": lists sort text by its rules, not by code point as on SQLite; create the database with --locale C (docs/deploy.md) for the same order`;
}
