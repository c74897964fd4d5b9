import type { ResourceSample } from './sample-types.js';

/** Work plan templates belong to an organization directly. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Template ${ctx.unique}`, organizationId: ctx.organizationId, type: 'general', definition: '{}' }),
  patch: (ctx) => ({ description: `Changed ${ctx.unique}` }),
};
