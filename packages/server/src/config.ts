import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server needs to start, resolved from flags and environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  smtpUrl: string | null;
  /** Simulated robots to start: -1 (the default) is the whole demo fleet, 0 none. */
  sim: number;
  /** Extra plugin folders (each sub-folder one plugin dist). */
  pluginDirs: string[];
  /** Trust X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Public base URL for links in mails; derived from the request when absent. */
  publicUrl: string | null;
  /** Write pino request logs to stderr. */
  logRequests: boolean;
}

/** Flags as the CLI parsed them; every field optional. */
export interface ConfigFlags {
  port?: string;
  host?: string;
  data?: string;
  sim?: string;
  plugins?: string[];
  trustProxy?: boolean;
  publicUrl?: string;
  log?: boolean;
}

/** A configuration problem to show the person starting the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The server package folder, from which host and plugin builds are found. */
export const serverPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseInteger(value: string, what: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${what} must be an integer from ${min} to ${max}, got "${value}"`);
  return n;
}

/** Resolves DATABASE_URL: `sqlite:<path>`, `file:<path>` or a plain path; anything else is refused. */
export function databaseFileFromUrl(url: string, cwd: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme && scheme.length > 1 && scheme !== 'sqlite' && scheme !== 'file') {
    throw new ConfigError(
      `DATABASE_URL scheme "${scheme}:" is not supported yet; use sqlite:<path> or a file path (PostgreSQL support is planned)`,
    );
  }
  let path = scheme && scheme.length > 1 ? url.slice(scheme.length + 1) : url;
  if (path.startsWith('//')) path = path.slice(2);
  if (!path) throw new ConfigError('DATABASE_URL names no file');
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** Builds the configuration from CLI flags and environment (flags win). */
export function resolveConfig(flags: ConfigFlags, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, flags.data ?? env.FLEETDECK_DATA ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: parseInteger(flags.port ?? env.PORT ?? '8080', 'port', 0, 65535),
    host: flags.host ?? env.HOST ?? '0.0.0.0',
    dataDir,
    databaseFile: databaseUrl ? databaseFileFromUrl(databaseUrl, cwd) : join(dataDir, 'fleetdeck.sqlite'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    // Without --sim the console starts with its demo fleet, as a new user expects to see robots move.
    sim: flags.sim === undefined ? -1 : parseInteger(flags.sim, '--sim', 0, 10_000),
    pluginDirs: (flags.plugins ?? []).map((p) => resolve(cwd, p)),
    trustProxy: flags.trustProxy ?? env.FLEETDECK_TRUST_PROXY === '1',
    publicUrl: flags.publicUrl ?? env.FLEETDECK_PUBLIC_URL ?? null,
    logRequests: flags.log ?? env.FLEETDECK_LOG === '1',
  };
}
