import type { FastifyInstance } from 'fastify';
import { archiveRoutes } from './archive-routes.js';
import { archiveUploadRoutes } from './upload-routes.js';
import { startArchiveSweeps } from '../../archive/archive-sweeps.js';

/** The recording archive: robots' resumable uploads, the archive screens' calls, and the plan sweep. */
export async function archiveArea(app: FastifyInstance): Promise<void> {
  await archiveUploadRoutes(app);
  await archiveRoutes(app);
  startArchiveSweeps(app);
}
