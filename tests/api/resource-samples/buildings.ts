import type { ResourceSample } from './sample-types.js';

/** A building of the target organization. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Matrix ${ctx.unique}`.slice(0, 40), organizationId: ctx.organizationId, prefecture: 'Tokyo', city: 'Minato' }),
  patch: () => ({ city: 'Shibuya' }),
};
