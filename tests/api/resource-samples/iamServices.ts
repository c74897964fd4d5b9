import type { ResourceSample } from './sample-types.js';

/** An IAM service of the target organization; client ids are unique. */
export const sample: ResourceSample = {
  create: (ctx) => ({
    organizationId: ctx.organizationId, name: `Service ${ctx.unique}`, clientId: `matrix-${ctx.serial}`, scopes: ['robots:read'], enabled: true,
    clientSecret: 'matrix-client-secret',
  }),
  patch: () => ({ enabled: false }),
};
