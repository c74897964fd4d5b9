import type { Kysely } from 'kysely';
import type { PolicyRef } from '@fleetdeck/model';
import type { Database } from './db/database.js';
import type { Store } from './db/store.js';
import type { ClusterJobs } from './jobs/cluster-jobs.js';
import type { MessageBus } from './cluster/message-bus.js';
import type { RequestSession } from './auth/request-session.js';
import type { AuditEntry } from './plugins/audit.js';
import type { Mailer } from './mail/mailer.js';
import type { Notifier } from './notify/notifier.js';
import type { ServerConfig } from './config.js';
import type { FileStorage } from './storage/file-storage.js';
import type { KnowledgeAnswerer } from './guide/knowledge-answerer.js';

// Types of what buildApp decorates; imported for its side effect on Fastify's interfaces.
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The open store behind `db` (store.ts): its change notices and the gateway's batch writer. */
    store: Store;
    /** Work that runs once across a cluster of servers (jobs/cluster-jobs.ts). */
    jobs: ClusterJobs;
    /** The cluster's NATS connection (NATS_URL); null for a server on its own. */
    bus: MessageBus | null;
    /** Starts a graceful shutdown: /readyz answers 503 from now on (plugins/health.ts). */
    drain(): void;
    config: ServerConfig;
    mailer: Mailer;
    /** Delivers the notification outbox (webhooks, e-mail, Slack, elgana); kick() after queueing. */
    notifier: Notifier;
    /** Where stored files' bytes live (uploads, robot photos, demo media). */
    fileStorage: FileStorage;
    /** Answers questions from a building's knowledge groups (test chat and guide robots). */
    knowledgeAnswerer: KnowledgeAnswerer;
    /** Records one audit-log row for this request (who, when, what, address). */
    audit(request: FastifyRequest, entry: AuditEntry): Promise<void>;
  }
  interface FastifyRequest {
    /** The caller; null on public routes without a token. */
    session: RequestSession | null;
    /** Set once the route wrote its own audit row, so the automatic one is skipped. */
    audited: boolean;
  }
  interface FastifyContextConfig {
    /** The access-policy cell (`area.action`, @fleetdeck/model) whose level may call the route; every /api route names one. */
    access?: PolicyRef;
    /** The message of the 403 a caller below that level hears, where the spec words one (§8); else the common one. */
    accessRefusal?: string;
    /**
     * The route also takes a short-lived signed URL in place of the bearer token (auth/signed-url.ts),
     * for callers that cannot send headers, such as a <video> loading its source.
     */
    signedUrl?: boolean;
  }
}

export {};
