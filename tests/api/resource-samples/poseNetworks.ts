import type { ResourceSample } from './sample-types.js';

/** Pose networks on the target organization's floor (no nodes needed). */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Network ${ctx.unique}`.slice(0, 40), buildingId: ctx.buildingId, floorId: ctx.floorId, nodes: [], edges: [] }),
  patch: (ctx) => ({ name: `Changed ${ctx.unique}`.slice(0, 40) }),
};
