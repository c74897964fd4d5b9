import type { ResourceSample } from './sample-types.js';

/** Work plans: name, building, floor and JSON. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Plan ${ctx.unique}`, buildingId: ctx.buildingId, floorId: ctx.floorId, type: 'general', definition: '{}' }),
  patch: (ctx) => ({ name: `Changed ${ctx.unique}` }),
};
