import type { ResourceSample } from './sample-types.js';

/** A meter check item on a floor of the target organization's building, without alerting. */
export const sample: ResourceSample = {
  create: (ctx) => ({
    name: `Matrix ${ctx.unique}`, type: 0, organizationId: ctx.organizationId, buildingId: ctx.buildingId, floorId: ctx.floorId, meterType: 'analog', json: '{}',
  }),
  patch: () => ({ status: 2 }),
};
