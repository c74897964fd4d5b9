import type { ResourceSample } from './sample-types.js';

/** A child organization under the target organization. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Matrix org ${ctx.unique}`, type: 0, parentId: ctx.organizationId }),
  patch: (ctx) => ({ city: `City ${ctx.unique}`.slice(0, 60) }),
};
