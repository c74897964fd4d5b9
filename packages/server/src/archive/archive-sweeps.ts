import type { FastifyInstance } from 'fastify';
import { sweepArchive } from './archive-sweep.js';

/** How often retention runs besides after every completed minute. */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Runs the retention and capacity sweep hourly, in one process of the cluster at a time. */
export function startArchiveSweeps(app: FastifyInstance): void {
  const stop = app.jobs.every('archive.sweep', SWEEP_INTERVAL_MS, async () => {
    await sweepArchive(app.db, app.fileStorage);
  });
  app.addHook('onClose', async () => stop());
}
