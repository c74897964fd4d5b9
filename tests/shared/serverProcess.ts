// One way to start `fleetdeck serve` as a child process on a real SQLite file, shared by the API
// harness (tests/api/harness), the browser fixtures (tests/e2e/fixtures) and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The built CLI every test starts. */
export const serverBin = join(repoRoot, 'packages/server/bin/fleetdeck.js');

/** How to start one server process. */
export interface SpawnOptions {
  /** Existing data folder (a restart); default a fresh temporary one. */
  dataDir?: string;
  /** Prefix of the temporary data folder's name. */
  tmpPrefix?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Simulated robots (`--sim N`); default 0; null leaves `--sim` out (the server's own default, the demo fleet). */
  sim?: number | null;
  /** Extra `serve` arguments (`--plugins <dir>`, `--trust-proxy`, …). */
  args?: string[];
  /** Environment on top of this process's; DATABASE_URL, PORT and FLEETDECK_DATA start empty. */
  env?: Record<string, string>;
}

/**
 * The store a server started without DATABASE_URL runs on: the SQLite file in its data folder (the
 * server's own default, packages/server/src/db/store-location.ts), as a DATABASE_URL a test's SQL client opens.
 */
export function dataFolderDatabaseUrl(dataDir: string): string {
  return join(dataDir, 'fleetdeck.sqlite');
}

/** A `fleetdeck serve` child process. */
export interface ServerProcess {
  /** http://127.0.0.1:<port>, or https:// for a server started with --tls-cert (its certificate must name 127.0.0.1). */
  url: string;
  port: number;
  dataDir: string;
  /** DATABASE_URL the server runs on: the one it was given, else its data folder's SQLite file. */
  databaseUrl: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would. */
  kill(): Promise<void>;
}

/** What a run of the CLI printed and how it ended. */
export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

// The server prints its address once it listens (https:// with --tls-cert); a wildcard host is reached through loopback.
const URL_PATTERN = /(https?):\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1?\]|[\w.-]+):(\d+)/;
// Generous: on a machine shared by parallel test runs, start-up (migrations, seed hashing) is slow.
const START_TIMEOUT_MS = 90_000;

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function assertBuilt(): void {
  if (!existsSync(join(repoRoot, 'packages/server/dist/cli.js'))) {
    throw new Error('packages/server is not built: run `npx -y pnpm@10 --filter @fleetdeck/server run build` first');
  }
}

/** Starts `fleetdeck serve --port <port> --host 127.0.0.1 --data <dir> --sim <n>`; resolves once it prints its URL. */
export async function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  assertBuilt();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), options.tmpPrefix ?? 'fleetdeck-test-')));
  const args = [serverBin, 'serve', '--port', String(options.port ?? 0), '--host', '127.0.0.1', '--data', dataDir, ...(options.sim === null ? [] : ['--sim', String(options.sim ?? 0)]), ...(options.args ?? [])];
  // For profiling a benchmark's server: FLEETDECK_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.FLEETDECK_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: '', FLEETDECK_DATA: '', ...options.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const { scheme, port } = await new Promise<{ scheme: string; port: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not print its URL in ${START_TIMEOUT_MS} ms:\n${log}`)), START_TIMEOUT_MS);
    const onData = () => {
      const match = URL_PATTERN.exec(log);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve({ scheme: match[1], port: Number(match[2]) });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${log}`));
    });
  });
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    dataDir,
    databaseUrl: options.env?.DATABASE_URL || dataFolderDatabaseUrl(dataDir),
    child,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      if (!(await exited(child, 5_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child, 5_000);
    },
  };
}

/** Runs the CLI once to the end (for migrate, seed and refusal tests). */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  assertBuilt();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverBin, ...args], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Removes a data folder a test created. */
export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
