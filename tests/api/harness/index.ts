/**
 * API test harness: real `fleetdeck serve` child processes on real SQLite files, and a real SMTP sink.
 *
 *   const server = await startTestServer();            // fresh data folder, demo seed, SMTP sink wired as SMTP_URL
 *   const token = await server.login(demo.operator);   // POST /api/operators/login with DEMO_PASSWORD → token (throws unless 200)
 *   const res = await server.api('GET', '/api/my/session', undefined, token);   // {status, headers, body}
 *   const mail = await server.smtp!.waitFor(demo.operatorMfa, { since });       // received mail; codeFrom(mail), resetTokenFrom(mail)
 *   server.db().prepare('UPDATE ...').run(...);       // better-sqlite3 on the same file (e.g. move an expiry into the past)
 *   await server.kill();                               // SIGKILL, as a crash; server.restart() starts again on the same data
 *   await server.stop();                               // SIGTERM, stops the sink, removes the data folder
 *
 * Options: { smtp: false } runs without SMTP_URL (mail goes to <data>/outbox), { env, args } reach the CLI,
 * { sim: N } runs N simulated robots (default 0; null: no --sim, the demo fleet).
 * runCli(args, env) runs the CLI once and answers {code, stdout, stderr}.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { request, type ApiResponse } from './http-client.js';
import { removeDir, runCli, spawnServer, type ServerProcess } from '../../shared/serverProcess.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { DEMO_PASSWORD } from '../../shared/demoAccounts.js';

export { request, runCli };
export type { ApiResponse, ErrorBody } from './http-client.js';
export { codeFrom, resetTokenFrom, startSmtpSink } from './smtp-sink.js';
export type { SinkMail, SmtpSink } from './smtp-sink.js';
export { repoRoot, serverBin, removeDir } from '../../shared/serverProcess.js';

export { demo, DEMO_PASSWORD } from '../../shared/demoAccounts.js';

/** A running test server and its helpers. */
export interface TestServer {
  url: string;
  dataDir: string;
  dbFile: string;
  smtp: SmtpSink | null;
  output(): string;
  api<T = unknown>(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** Signs in (no code step) and answers the bearer token. */
  login(loginId: string, password?: string): Promise<string>;
  /** The test's own handle on the SQLite file (opened on first use). */
  db(): Database.Database;
  kill(): Promise<void>;
  /** Starts the server again on the same data folder after kill(). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a fresh server (new data folder, demo seed) with an SMTP sink unless `smtp: false`. */
export async function startTestServer(options: { smtp?: boolean; env?: Record<string, string>; args?: string[]; sim?: number | null } = {}): Promise<TestServer> {
  const smtp = options.smtp === false ? null : await startSmtpSink();
  const env = { ...(smtp ? { SMTP_URL: smtp.url } : { SMTP_URL: '' }), ...options.env };
  let proc: ServerProcess = await spawnServer({ env, args: options.args, sim: options.sim, tmpPrefix: 'fleetdeck-api-' });
  let handle: Database.Database | undefined;
  const dataDir = proc.dataDir;
  const server: TestServer = {
    get url() {
      return proc.url;
    },
    dataDir,
    dbFile: join(dataDir, 'fleetdeck.sqlite'),
    smtp,
    output: () => proc.output(),
    api: (method, path, body, token, headers) => request(proc.url, method, path, body, token, headers),
    async login(loginId, password = DEMO_PASSWORD) {
      const res = await request<{ token?: string }>(proc.url, 'POST', '/api/operators/login', { loginId, loginPw: password });
      if (res.status !== 200 || !res.body.token) throw new Error(`login ${loginId} answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    db() {
      handle ??= new Database(join(dataDir, 'fleetdeck.sqlite'));
      handle.pragma('busy_timeout = 5000');
      return handle;
    },
    kill: () => proc.kill(),
    async restart() {
      proc = await spawnServer({ dataDir, env, args: options.args, sim: options.sim });
    },
    async stop() {
      handle?.close();
      handle = undefined;
      await proc.stop();
      await smtp?.stop();
      await removeDir(dataDir);
    },
  };
  return server;
}
