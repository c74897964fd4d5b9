import type { ResourceSample } from './sample-types.js';

/** Flows: name at most 24, building, floor and a JSON definition. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Flow ${ctx.unique}`.slice(0, 24), buildingId: ctx.buildingId, floorId: ctx.floorId, definition: '{"steps":[]}' }),
  patch: (ctx) => ({ name: `Changed ${ctx.unique}`.slice(0, 24) }),
};
