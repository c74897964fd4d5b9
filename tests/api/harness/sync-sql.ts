import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** A row as the store answers it: integers and counts are numbers on every store. */
export type SqlRow = Record<string, unknown>;

/**
 * Store-neutral SQL for tests, on whichever store the test server runs (SQLite or PostgreSQL):
 * `server.sql.get('SELECT id FROM robots WHERE name = ?', name)`. Placeholders are `?`; the SQL
 * must be portable (ON CONFLICT, not INSERT OR REPLACE; RETURNING, not lastInsertRowid).
 * Synchronous like better-sqlite3 was: the queries run in a worker thread through the server's
 * own store adapter, so the server sees these writes as it sees any other process's.
 */
export interface SyncSql {
  get<T = SqlRow>(text: string, ...params: unknown[]): T | undefined;
  all<T = SqlRow>(text: string, ...params: unknown[]): T[];
  /** Runs a statement; answers how many rows it changed. */
  run(text: string, ...params: unknown[]): { changes: number };
  close(): Promise<void>;
}

/** How long one query may take: well inside a test's own time-out, so the failure names the SQL. */
const QUERY_TIMEOUT_MS = 30_000;

type Reply = { ok: true; value: unknown } | { ok: false; message: string; code?: string };

/** Opens a synchronous client on a DATABASE_URL (a SQLite file or `postgres://…`). */
export function openSyncSql(databaseUrl: string): SyncSql {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./sql-worker.mjs', import.meta.url), { workerData: { url: databaseUrl, signal, port: port2 }, transferList: [port2] });
  worker.unref();
  let closed = false;

  function call(op: 'all' | 'run' | 'close', text = '', params: unknown[] = []): unknown {
    if (closed) throw new Error('the SQL client is closed');
    Atomics.store(signal, 0, 0);
    port1.postMessage({ op, text, params });
    if (Atomics.wait(signal, 0, 0, QUERY_TIMEOUT_MS) === 'timed-out') throw new Error(`SQL did not answer in ${QUERY_TIMEOUT_MS} ms: ${text}`);
    const reply = receiveMessageOnPort(port1)?.message as Reply | undefined;
    if (!reply) throw new Error(`SQL answered nothing: ${text}`);
    if (!reply.ok) throw Object.assign(new Error(`${reply.message}\n  in: ${text}`), { code: reply.code });
    return reply.value;
  }

  return {
    get: <T>(text: string, ...params: unknown[]) => (call('all', text, params) as T[])[0],
    all: <T>(text: string, ...params: unknown[]) => call('all', text, params) as T[],
    run: (text, ...params) => call('run', text, params) as { changes: number },
    async close() {
      if (closed) return;
      call('close');
      closed = true;
      port1.close();
      await worker.terminate();
    },
  };
}
