/**
 * API test harness: real `fleetdeck serve` child processes on a real store (a SQLite file, or a PostgreSQL
 * database of their own when FLEETDECK_TEST_STORE=postgres: test-store.ts), and a real SMTP sink.
 *
 *   const server = await startTestServer();            // fresh data folder, demo seed, SMTP sink wired as SMTP_URL
 *   const token = await server.login(demo.operator);   // POST /api/operators/login with DEMO_PASSWORD → token (throws unless 200)
 *   const res = await server.api('GET', '/api/my/session', undefined, token);   // {status, headers, body}
 *   const mail = await server.smtp!.waitFor(demo.operatorMfa, { since });       // received mail; codeFrom(mail), resetTokenFrom(mail)
 *   server.sql.run('UPDATE … WHERE id = ?', id);      // store-neutral SQL on the server's store (sync-sql.ts), e.g. move an expiry into the past
 *   server.sql.get<{ n: number }>('SELECT count(*) AS n FROM files');   // first row or undefined; .all(…) answers every row
 *   await server.kill();                               // SIGKILL, as a crash; server.restart() starts again on the same data
 *   await server.stop();                               // SIGTERM, stops the sink, removes the data folder
 *
 * Options: { smtp: false } runs without SMTP_URL (mail goes to <data>/outbox), { env, args } reach the CLI,
 * { sim: N } runs N simulated robots (default 0; null: no --sim, the demo fleet).
 * With { args: ['--tls-cert', …, '--tls-key', …] } server.url is https://127.0.0.1:<port>; api() and login() go
 * through fetch, which trusts only the system's CAs, so such a test brings its own clients (tls-http2.test.ts).
 * runCli(args, env) runs the CLI once and answers {code, stdout, stderr}.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type ApiResponse } from './http-client.js';
import { removeDir, runCli, spawnServer, type ServerProcess } from '../../shared/serverProcess.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { DEMO_PASSWORD } from '../../shared/demoAccounts.js';
import { openSyncSql, type SyncSql } from './sync-sql.js';
import { createTestDatabase } from './test-store.js';
import { copySeedTemplate, seedTemplate } from '../../shared/seedTemplate.js';

export { request, runCli };
export type { ApiResponse, ErrorBody } from './http-client.js';
export { codeFrom, resetTokenFrom, startSmtpSink } from './smtp-sink.js';
export type { SinkMail, SmtpSink } from './smtp-sink.js';
export { repoRoot, serverBin, removeDir } from '../../shared/serverProcess.js';

export { demo, DEMO_PASSWORD } from '../../shared/demoAccounts.js';
export { createTestDatabase, onPostgres } from './test-store.js';
export type { SqlRow, SyncSql } from './sync-sql.js';

/** A running test server and its helpers. */
export interface TestServer {
  url: string;
  dataDir: string;
  /** DATABASE_URL the server runs on: its SQLite file, or its own PostgreSQL database. */
  databaseUrl: string;
  smtp: SmtpSink | null;
  output(): string;
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** Signs in (no code step) and answers the bearer token. */
  login(loginId: string, password?: string): Promise<string>;
  /** Store-neutral SQL on the server's store (opened on first use); writes are seen by the server as another process's. */
  readonly sql: SyncSql;
  kill(): Promise<void>;
  /** Starts the server again on the same data folder after kill(). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a fresh server (new data folder, demo seed) with an SMTP sink unless `smtp: false`. */
export async function startTestServer(options: { smtp?: boolean; env?: Record<string, string>; args?: string[]; sim?: number | null } = {}): Promise<TestServer> {
  const smtp = options.smtp === false ? null : await startSmtpSink();
  const dataDir = await mkdtemp(join(tmpdir(), 'fleetdeck-api-'));
  // The run's demo-seeded template (global-setup.ts), copied rather than seeded again.
  const template = seedTemplate();
  if (template) await copySeedTemplate(template, dataDir);
  const database = createTestDatabase(dataDir, template?.database);
  const env = { ...(smtp ? { SMTP_URL: smtp.url } : { SMTP_URL: '' }), ...database.env, ...options.env };
  let proc: ServerProcess = await spawnServer({ dataDir, env, args: options.args, sim: options.sim });
  let handle: SyncSql | undefined;
  const server: TestServer = {
    get url() {
      return proc.url;
    },
    dataDir,
    databaseUrl: database.url,
    smtp,
    output: () => proc.output(),
    api: (method, path, body, token, headers) => request(proc.url, method, path, body, token, headers),
    async login(loginId, password = DEMO_PASSWORD) {
      const res = await request<{ token?: string }>(proc.url, 'POST', '/api/operators/login', { loginId, loginPw: password });
      if (res.status !== 200 || !res.body.token) throw new Error(`login ${loginId} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    get sql() {
      handle ??= openSyncSql(database.url);
      return handle;
    },
    kill: () => proc.kill(),
    async restart() {
      proc = await spawnServer({ dataDir, env, args: options.args, sim: options.sim });
    },
    async stop() {
      await handle?.close();
      handle = undefined;
      await proc.stop();
      await smtp?.stop();
      await database.drop();
      await removeDir(dataDir);
    },
  };
  return server;
}
