import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import { fileRoutes } from './file-routes.js';
import { seedMediaDemo } from './media-demo-seed.js';
import { mediaResourceResource } from './media-resource-resource.js';

/** Uploads (/api/files) and media resource CRUD. */
export async function mediaResourceRoutes(app: FastifyInstance): Promise<void> {
  await fileRoutes(app);
  registerResource(app, mediaResourceResource);
  // After the demo seed (the CLI seeds before listening), with the data folder at hand.
  app.addHook('onReady', async () => {
    await seedMediaDemo(app);
  });
}
