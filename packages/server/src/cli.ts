import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, resolveConfig, type ConfigFlags } from './config.js';
import { migrateToLatest, openDatabase } from './db/open-database.js';
import { describeStore, storeFolder, type StoreLocation } from './db/store-location.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo-seed.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.js';
import { localConsoleUrl, publicUrlWarning } from './public-url.js';

const USAGE = `Usage:
  fleetdeck serve [--port 8080] [--data ./data] [--files <data>/files] [--sim N] [--plugins <dir>]... [--trust-proxy] [--public-url <url>] [--log]
                  [--tls-cert <file> --tls-key <file>]   (both: HTTPS with HTTP/2, HTTP/1.1 kept on the same port)
                  [--csp-script-src <origin>]... [--csp-frame-ancestors <source>]... [--csp-dev-src <origin>]...
  fleetdeck migrate [--data ./data]
  fleetdeck seed --demo [--data ./data]

Environment: PORT, FLEETDECK_DATA, FLEETDECK_FILES, SMTP_URL, DATABASE_URL (postgres://user:password@host/database, sqlite:<path> or a file path), PUBLIC_URL,
  TLS_CERT_FILE, TLS_KEY_FILE (PEM files),
  FLEETDECK_AUTH_RATE_PER_CLIENT, FLEETDECK_AUTH_RATE_GLOBAL,
  CSP_SCRIPT_SRC, CSP_FRAME_ANCESTORS, CSP_DEV_SRC (space-separated).`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      files: { type: 'string' },
      sim: { type: 'string' },
      plugins: { type: 'string', multiple: true },
      'trust-proxy': { type: 'boolean' },
      'public-url': { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      log: { type: 'boolean' },
      'csp-script-src': { type: 'string', multiple: true },
      'csp-frame-ancestors': { type: 'string', multiple: true },
      'csp-dev-src': { type: 'string', multiple: true },
      demo: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function prepareFolders(dataDir: string, database: StoreLocation): void {
  mkdirSync(dataDir, { recursive: true });
  const storeDir = storeFolder(database);
  if (storeDir) mkdirSync(storeDir, { recursive: true });
}

async function serve(flags: ConfigFlags): Promise<void> {
  const config = resolveConfig(flags);
  prepareFolders(config.dataDir, config.database);
  const urlWarning = publicUrlWarning(config);
  if (urlWarning) process.stderr.write(`fleetdeck: warning: ${urlWarning}\n`);
  // Loaded here so migrate, seed and refusals start without the web stack.
  const { buildApp } = await import('./app.js');
  const { extensions } = await import('./extensions.js');
  const app = await buildApp(config);
  if (config.database.kind === 'postgres') {
    const { collationWarning } = await import('./db/postgres-store.js');
    const warning = await collationWarning(app.db);
    if (warning) process.stderr.write(`fleetdeck: warning: ${warning}\n`);
  }
  let seeded = false;
  if (await isDatabaseEmpty(app.db)) {
    await seedDemo(app.db);
    seeded = true;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = localConsoleUrl(port, config.tls !== null);
  // Graceful: readiness fails at once, robots are closed with a reconnect code (1012), requests
  // in progress finish, then the process exits.
  const shutdown = () => {
    app.drain();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  const present = new Set(
    (await app.db.selectFrom('operators').select('login_id').where('login_id', 'in', demoAccounts.map((a) => a.loginId)).execute()).map((r) => r.login_id),
  );
  // One write, so whoever waits for the URL line also has the rest of the banner.
  const banner = [
    `Fleetdeck console: ${url}`,
    `Data folder: ${config.dataDir}${seeded ? ' (demo data seeded)' : ''}`,
    `Mail: ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir}/outbox`}`,
  ];
  // After the console line, so whoever looks for the first URL still finds the local one.
  if (config.publicUrl) banner.push(`Links in mails: ${config.publicUrl}`);
  if (present.size > 0) {
    banner.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) if (present.has(account.loginId)) banner.push(`  ${account.loginId.padEnd(34)} ${account.purpose}`);
  }
  out(banner.join('\n'));
  for (const extension of extensions) await extension.onListening?.(app, config, url);
}

async function migrate(flags: ConfigFlags, seed: boolean): Promise<void> {
  const config = resolveConfig(flags);
  prepareFolders(config.dataDir, config.database);
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    out(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date');
    if (seed) {
      if (await isDatabaseEmpty(database.db)) {
        await seedDemo(database.db);
        out(`Demo data seeded into ${describeStore(config.database)} (password ${DEMO_PASSWORD})`);
      } else {
        out('The database already holds data; the demo seed only fills an empty database, nothing changed');
      }
    }
  } finally {
    await database.close();
  }
}

/** Runs the fleetdeck command line. */
export async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const command = positionals[0] ?? 'serve';
  if (values.help) {
    out(USAGE);
    return;
  }
  const flags: ConfigFlags = {
    port: values.port,
    host: values.host,
    data: values.data,
    files: values.files,
    sim: values.sim,
    plugins: values.plugins,
    trustProxy: values['trust-proxy'],
    publicUrl: values['public-url'],
    tlsCert: values['tls-cert'],
    tlsKey: values['tls-key'],
    log: values.log,
    cspScriptSrc: values['csp-script-src'],
    cspFrameAncestors: values['csp-frame-ancestors'],
    cspDevSrc: values['csp-dev-src'],
  };
  if (command === 'serve') return serve(flags);
  if (command === 'migrate') return migrate(flags, false);
  if (command === 'seed') {
    if (!values.demo) throw new ConfigError('seed needs --demo (the only seed there is)');
    return migrate(flags, true);
  }
  throw new ConfigError(`unknown command "${command}"\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`fleetdeck: ${(error as Error).message}\n`);
  } else {
    process.stderr.write(`fleetdeck: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
