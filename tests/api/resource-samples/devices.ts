import type { ResourceSample } from './sample-types.js';

/** IoT devices: placed in the target organization's building. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Matrix device ${ctx.unique}`, type: 1, buildingId: ctx.buildingId, floorId: ctx.floorId }),
  patch: (ctx) => ({ name: `Changed device ${ctx.unique}` }),
};
