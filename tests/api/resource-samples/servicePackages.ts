import type { ResourceSample } from './sample-types.js';

/** A service package of the target organization; names are unique per organization. */
export const sample: ResourceSample = {
  create: (ctx) => ({ organizationId: ctx.organizationId, name: `Package ${ctx.unique}`, version: '1.0.0', enabled: true }),
  patch: () => ({ version: '1.1.0' }),
};
