import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesFolder } from './storage/local-file-storage.js';
import { parseStoreLocation, StoreLocationError, type StoreLocation } from './db/store-location.js';
import { parseFrameAncestors, parseScriptSources } from './security/csp-sources.js';
import { meterServicesConfig, type MeterServicesConfig } from './meters/meter-services-config.js';
import { notifyConfig, type NotifyConfig } from './notify/notifier-config.js';
import { STREAM_PING_INTERVAL_MS, STREAM_PONG_DEADLINE_MS } from './stream/browser-heartbeat.js';
import { readTlsFiles, TlsFilesError, type TlsFiles } from './security/tls-files.js';

/** Everything the server needs to start, resolved from flags and environment. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where uploaded and photographed files live (`--files`, `FLEETDECK_FILES`; default `<data>/files`).
   * The processes of a cluster point it at one shared folder (docs/deploy.md) and keep their data
   * folders (outbox, custom files) their own.
   */
  filesDir: string;
  /** DATABASE_URL resolved: a SQLite file (the default, in the data folder) or a PostgreSQL server. */
  database: StoreLocation;
  /**
   * NATS_URL: the cluster's NATS server(s), comma-separated. Set, this process joins a cluster of
   * servers on one PostgreSQL database: writes are announced, and robots and browsers are reached
   * through it. Null for a server on its own.
   */
  natsUrl: string | null;
  smtpUrl: string | null;
  /** Simulated robots to start: -1 (the default) is the whole demo fleet, 0 none. */
  sim: number;
  /** Extra plugin folders (each sub-folder one plugin dist). */
  pluginDirs: string[];
  /** Trust X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /**
   * Public base URL for links in mails (`--public-url`, `PUBLIC_URL`); when absent, the URL the
   * server prints at start. Never taken from a request's headers.
   */
  publicUrl: string | null;
  /** Sign-in requests (login, code step, reset request) allowed per minute, each route on its own. */
  authRateLimit: AuthRateLimit;
  /**
   * HTTPS with HTTP/2 on the server's own port (`--tls-cert`, `--tls-key`; TLS_CERT_FILE,
   * TLS_KEY_FILE), HTTP/1.1 kept for robots, WebSocket upgrades and old clients; null serves plain
   * HTTP/1.1 (behind a proxy that speaks TLS, or on a LAN).
   */
  tls: TlsFiles | null;
  /** Write pino request logs to stderr. */
  logRequests: boolean;
  /** Extra origins custom-view scripts load from (CSP script-src); none by default. */
  cspScriptSrc: string[];
  /** Who may frame the console (CSP frame-ancestors); default 'none'. */
  cspFrameAncestors: string[];
  /** Plugin dev servers allowed on every console (script, style, image, connect); loopback ones are allowed on local/dev consoles anyway. */
  cspDevSrc: string[];
  /** How often /api/stream pings browsers and how long each has to answer (FLEETDECK_STREAM_PING_MS, FLEETDECK_STREAM_PONG_DEADLINE_MS). */
  streamHeartbeat: { intervalMs: number; deadlineMs: number };
  /** Where §3's meter reading services are (HAKARU_AI_URL, KANRIROID_URL, LILZ_URL). */
  meterServices: MeterServicesConfig;
  /** How notifications are retried, and where elgana is (FLEETDECK_NOTIFY_*, ELGANA_URL). */
  notify: NotifyConfig;
}

/**
 * Per-minute limits of each sign-in route (POST /api/operators/login, /assertAuthCode,
 * /reset-password-request): `perClient` for one client address, `global` for everyone together.
 */
export interface AuthRateLimit {
  perClient: number;
  global: number;
}

/**
 * Defaults, our choice (the spec gives none): 30 a minute from one address leaves room for an
 * office behind one NAT signing in at nine while stopping a scripted guesser; 600 a minute from
 * everyone (10 a second) is far above real sign-in traffic yet caps how much hashing a botnet can
 * demand. FLEETDECK_AUTH_RATE_PER_CLIENT and FLEETDECK_AUTH_RATE_GLOBAL change them.
 */
export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { perClient: 30, global: 600 };

/** Flags as the CLI parsed them; every field optional. */
export interface ConfigFlags {
  port?: string;
  host?: string;
  data?: string;
  files?: string;
  sim?: string;
  plugins?: string[];
  trustProxy?: boolean;
  publicUrl?: string;
  tlsCert?: string;
  tlsKey?: string;
  log?: boolean;
  cspScriptSrc?: string[];
  cspFrameAncestors?: string[];
  cspDevSrc?: string[];
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

/** Checks a public URL (http or https, no query) and drops a trailing slash. */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`--public-url / PUBLIC_URL must be an absolute http(s) URL such as https://console.example.com, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`--public-url / PUBLIC_URL must be an http(s) URL without query, fragment or credentials, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Resolves DATABASE_URL through the store adapter; a URL it cannot open is a configuration error. */
function storeLocation(url: string | undefined, dataDir: string, cwd: string): StoreLocation {
  try {
    return parseStoreLocation(url, dataDir, cwd);
  } catch (error) {
    if (error instanceof StoreLocationError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Builds the configuration from CLI flags and environment (flags win). */
export function resolveConfig(flags: ConfigFlags, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, flags.data ?? env.FLEETDECK_DATA ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const filesFlag = flags.files?.trim() || env.FLEETDECK_FILES?.trim();
  const database = storeLocation(databaseUrl, dataDir, cwd);
  const publicUrl = flags.publicUrl?.trim() || env.PUBLIC_URL?.trim() || env.FLEETDECK_PUBLIC_URL?.trim();
  return {
    port: parseInteger(flags.port ?? env.PORT ?? '8080', 'port', 0, 65535),
    host: flags.host ?? env.HOST ?? '0.0.0.0',
    dataDir,
    filesDir: filesFlag ? resolve(cwd, filesFlag) : filesFolder(dataDir),
    database,
    natsUrl: clusterNatsUrl(parseNatsUrl(env.NATS_URL), database),
    smtpUrl: env.SMTP_URL?.trim() || null,
    // Without --sim the console starts with its demo fleet, as a new user expects to see robots move.
    sim: flags.sim === undefined ? -1 : parseInteger(flags.sim, '--sim', 0, 10_000),
    pluginDirs: (flags.plugins ?? []).map((p) => resolve(cwd, p)),
    trustProxy: flags.trustProxy ?? env.FLEETDECK_TRUST_PROXY === '1',
    publicUrl: publicUrl ? parsePublicUrl(publicUrl) : null,
    tls: tlsFiles(flags.tlsCert?.trim() || env.TLS_CERT_FILE?.trim(), flags.tlsKey?.trim() || env.TLS_KEY_FILE?.trim(), cwd),
    authRateLimit: {
      perClient: env.FLEETDECK_AUTH_RATE_PER_CLIENT ? parseInteger(env.FLEETDECK_AUTH_RATE_PER_CLIENT, 'FLEETDECK_AUTH_RATE_PER_CLIENT', 1, 1_000_000) : DEFAULT_AUTH_RATE_LIMIT.perClient,
      global: env.FLEETDECK_AUTH_RATE_GLOBAL ? parseInteger(env.FLEETDECK_AUTH_RATE_GLOBAL, 'FLEETDECK_AUTH_RATE_GLOBAL', 1, 1_000_000) : DEFAULT_AUTH_RATE_LIMIT.global,
    },
    logRequests: flags.log ?? env.FLEETDECK_LOG === '1',
    cspScriptSrc: parseScriptSources(flags.cspScriptSrc ?? [env.CSP_SCRIPT_SRC ?? ''], '--csp-script-src'),
    cspFrameAncestors: parseFrameAncestors(flags.cspFrameAncestors ?? [env.CSP_FRAME_ANCESTORS ?? '']),
    cspDevSrc: parseScriptSources(flags.cspDevSrc ?? [env.CSP_DEV_SRC ?? ''], '--csp-dev-src'),
    streamHeartbeat: parseStreamHeartbeat(env),
    meterServices: meterServicesConfig(env),
    notify: notifyConfig(env),
  };
}

/** The certificate and key, both or neither (each flag wins over its variable), read and checked now. */
function tlsFiles(certFile: string | undefined, keyFile: string | undefined, cwd: string): TlsFiles | null {
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) {
    const [given, missing] = certFile ? ['--tls-cert (TLS_CERT_FILE)', '--tls-key (TLS_KEY_FILE)'] : ['--tls-key (TLS_KEY_FILE)', '--tls-cert (TLS_CERT_FILE)'];
    throw new ConfigError(`${given} is set without ${missing}: HTTPS needs both the certificate and its private key; set ${missing} as well, or neither for plain HTTP`);
  }
  try {
    return readTlsFiles(resolve(cwd, certFile), resolve(cwd, keyFile));
  } catch (error) {
    if (error instanceof TlsFilesError) throw new ConfigError(error.message);
    throw error;
  }
}

/** A cluster shares one PostgreSQL database: SQLite is one process's store, so NATS_URL has nothing to join there. */
function clusterNatsUrl(natsUrl: string | null, database: StoreLocation): string | null {
  if (natsUrl && database.kind === 'sqlite') {
    throw new ConfigError('NATS_URL joins a cluster of servers on one PostgreSQL database: set DATABASE_URL=postgres://… as well, or leave NATS_URL unset for a server on its own (SQLite)');
  }
  return natsUrl;
}

/** Checks NATS_URL: one or more nats:// (or tls://) URLs, comma-separated. */
function parseNatsUrl(value: string | undefined): string | null {
  const urls = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (urls.length === 0) return null;
  for (const url of urls) {
    if (!/^(nats|tls):\/\/[^\s/]+\/?$/.test(url)) throw new ConfigError(`NATS_URL must list nats:// or tls:// URLs such as nats://nats.internal:4222, got "${url}"`);
  }
  return urls.join(',');
}

function parseStreamHeartbeat(env: NodeJS.ProcessEnv): ServerConfig['streamHeartbeat'] {
  const intervalMs = env.FLEETDECK_STREAM_PING_MS ? parseInteger(env.FLEETDECK_STREAM_PING_MS, 'FLEETDECK_STREAM_PING_MS', 100, 600_000) : STREAM_PING_INTERVAL_MS;
  const deadlineMs = env.FLEETDECK_STREAM_PONG_DEADLINE_MS
    ? parseInteger(env.FLEETDECK_STREAM_PONG_DEADLINE_MS, 'FLEETDECK_STREAM_PONG_DEADLINE_MS', 50, 600_000)
    : Math.min(STREAM_PONG_DEADLINE_MS, Math.floor(intervalMs / 2));
  // The next ping starts a new round: a deadline past it would never be reached.
  if (deadlineMs >= intervalMs) throw new ConfigError(`FLEETDECK_STREAM_PONG_DEADLINE_MS (${deadlineMs}) must be shorter than the ping interval (${intervalMs})`);
  return { intervalMs, deadlineMs };
}
