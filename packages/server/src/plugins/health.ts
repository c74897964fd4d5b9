import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** How long readiness waits for the database before calling the process not ready. */
const DATABASE_CHECK_MS = 2000;

/**
 * Health and readiness for a load balancer in front of a cluster (docs/deploy.md):
 * - GET /healthz: 200 while the process runs its event loop (restart it when this fails);
 * - GET /readyz: 200 when the process can serve: its database answers, it is linked to the
 *   cluster's NATS server (when NATS_URL is set), and it is not shutting down; else 503 with what
 *   failed, so the balancer sends new browsers and robots elsewhere.
 * Both are public and outside /api, like the load balancer that asks them.
 */
export function setupHealth(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const failing: string[] = [];
    if (draining) failing.push('shutting down');
    if (app.bus && !app.bus.connected()) failing.push('NATS not linked');
    if (!(await databaseAnswers(app))) failing.push('database not answering');
    if (failing.length > 0) return reply.code(503).send({ status: 'unavailable', failing });
    return { status: 'ready' };
  });
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([sql`SELECT 1`.execute(app.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
