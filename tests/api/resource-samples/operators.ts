import type { ResourceSample } from './sample-types.js';

/** A general operator of the target organization's building. */
export const sample: ResourceSample = {
  create: (ctx) => ({
    loginId: `matrix-${ctx.unique}@matrix.example`,
    lastName: 'Matrix',
    firstName: 'Test',
    type: 0,
    organizationId: ctx.organizationId,
    buildingId: ctx.buildingId,
    password: 'Blue-Harbor-42',
  }),
  patch: () => ({ firstName: 'Changed' }),
};
