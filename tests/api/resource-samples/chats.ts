import type { ResourceSample } from './sample-types.js';

/** A chat record of a robot in the target organization's building. */
export const sample: ResourceSample = {
  create: (ctx) => ({ organizationId: ctx.organizationId, buildingId: ctx.buildingId, robotSerialNo: 'MATRIX-0001', location: '1F', message: 'Hello', score: 50 }),
  patch: () => ({ summary: 'changed by the matrix' }),
};
