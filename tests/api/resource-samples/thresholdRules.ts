import type { ResourceSample } from './sample-types.js';

/** A threshold rule of the target organization with one condition. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Matrix ${ctx.unique}`.slice(0, 64), organizationId: ctx.organizationId, conditions: [{ bound: 'max', comparator: 'gt', value: 10 }] }),
  patch: () => ({ description: 'changed by the matrix' }),
};
