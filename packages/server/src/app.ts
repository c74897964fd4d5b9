import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import './fastify-augment.js';
import type { ServerConfig } from './config.js';
import { Notifier } from './notify/notifier.js';
import { openDatabase, migrateToLatest } from './db/open-database.js';
import { outboxMailer, smtpMailer } from './mail/mailer.js';
import { localFileStorage } from './storage/local-file-storage.js';
import { setupErrorHandler } from './plugins/error-handler.js';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './plugins/transport-errors.js';
import { setupValidators } from './plugins/validators.js';
import { lazySerializers } from './plugins/lazy-compile.js';
import { setupAuth } from './plugins/auth.js';
import { setupAudit } from './plugins/audit.js';
import { setupAuthRateLimit } from './auth/auth-rate-limit.js';
import { setupOpenApi } from './plugins/openapi.js';
import { markResourceRoutes } from './resources/resource-route-marks.js';
import { requirePolicyAccess } from './access/route-policy.js';
import { setupStaticFiles } from './plugins/static-files.js';
import { setupCompression } from './plugins/compression.js';
import { setupSecurityHeaders } from './plugins/security-headers.js';
import { setupWebSockets } from './plugins/websockets.js';
import { setupHealth } from './plugins/health.js';
import { http2Options, setupHttp2 } from './plugins/http2.js';
import { registerRoutes } from './routes/index.js';
import { startFleetRuntime } from './gateway/fleet-runtime.js';
import { extensions } from './extensions.js';
import { clusterJobs } from './jobs/cluster-jobs.js';
import { connectMessageBus } from './cluster/message-bus.js';
import { BusChangeNotifier } from './cluster/bus-change-notifier.js';
import { KnowledgeAnswerer } from './guide/knowledge-answerer.js';
import { join } from 'node:path';

/** Options that only the CLI and tests change. */
export interface BuildAppOptions {
  /** Where the outbox mailer prints subjects; default stdout. */
  print?: (line: string) => void;
}

/**
 * Builds the whole server: database (migrated), mailer, auth and audit hooks, OpenAPI, the live
 * fleet, routes, extensions and static files. The CLI and tests use the same builder.
 */
export async function buildApp(config: ServerConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: config.logRequests ? { level: 'info' } : { level: 'warn' },
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // A `__proto__` key is never meaningful in a body: drop it and validate the rest, so the answer
    // names the field that is wrong instead of a bare parse error without details.
    onProtoPoisoning: 'remove',
    // What Node's parser and the router refuse answers the error shape too (transport-errors.ts).
    maxParamLength: MAX_PARAM_LENGTH,
    clientErrorHandler,
    frameworkErrors,
    schemaController: lazySerializers,
  };
  // The one cast: given `http2: true`, Fastify's types make the server, every request and every reply
  // node:http2's, in each hook, route and plugin. The app is written against the default instance;
  // with allowHTTP1 a request is of either kind at run time and the code reads only what both have
  // (headers, url, socket addresses). What HTTP/2 does differently is handled in plugins/http2.ts.
  const app = Fastify(config.tls ? ({ ...serverOptions, ...http2Options(config.tls) } as unknown as FastifyHttpOptions<Server>) : serverOptions);
  const bus = config.natsUrl ? await connectMessageBus(config.natsUrl, app.log) : null;
  const database = openDatabase(config.database, bus ? () => new BusChangeNotifier(bus) : undefined);
  await migrateToLatest(database.db);
  app.decorate('db', database.db);
  app.decorate('store', database);
  app.decorate('bus', bus);
  // A client told its write succeeded must find it on every process of the cluster (bus-change-notifier.ts).
  const settle = database.changes.settle?.bind(database.changes);
  if (settle) app.addHook('onSend', async () => settle());
  const jobs = clusterJobs(database, app.log);
  app.decorate('jobs', jobs);
  app.decorate('config', config);
  setupHttp2(app);
  app.decorate('mailer', config.smtpUrl ? smtpMailer(config.smtpUrl) : outboxMailer(join(config.dataDir, 'outbox'), print));
  app.decorate('fileStorage', localFileStorage(config.filesDir));
  app.decorate('knowledgeAnswerer', new KnowledgeAnswerer(database.db));
  app.decorate('notifier', new Notifier({ db: database.db, mailer: app.mailer, elganaUrl: config.notify.elganaUrl }, config.notify, app.log));
  app.addHook('onClose', async () => {
    await app.notifier.stop();
    app.mailer.close();
    await jobs.close();
    await database.close();
    await bus?.close();
  });

  await setupSecurityHeaders(app);
  await setupCompression(app);
  await app.register(fastifyCookie);
  await setupWebSockets(app);
  setupValidators(app);
  setupErrorHandler(app);
  setupAuth(app);
  setupAudit(app);
  await setupAuthRateLimit(app);
  await setupOpenApi(app);
  setupHealth(app);
  requirePolicyAccess(app);
  markResourceRoutes(app);
  const fleet = await startFleetRuntime(app);
  await registerRoutes(app, fleet);
  for (const extension of extensions) await extension.register?.(app, config, fleet);
  await setupStaticFiles(app);
  app.notifier.start();
  return app;
}
