import type { FastifyInstance } from 'fastify';
import { sweepArchive } from './archive-sweep.js';

/** How often retention runs besides after every completed minute. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Runs the retention and capacity sweep hourly while the server is up. */
export function startArchiveSweeps(app: FastifyInstance): void {
  const timer = setInterval(() => {
    sweepArchive(app.db, app.fileStorage).catch((err: unknown) => app.log.error({ err }, 'archive sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
