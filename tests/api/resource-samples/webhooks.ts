import type { ResourceSample } from './sample-types.js';

/** A generic (not LiLz) webhook of the target organization. */
export const sample: ResourceSample = {
  create: (ctx) => ({ organizationId: ctx.organizationId, name: `Hook ${ctx.unique}`, type: 0, authType: 2, status: 1, url: 'https://hooks.example/in', secret: 'matrix-secret' }),
  patch: () => ({ status: 0 }),
};
