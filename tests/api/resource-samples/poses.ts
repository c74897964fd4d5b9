import type { ResourceSample } from './sample-types.js';

/** Pose definitions on the target organization's floor. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Pose ${ctx.unique}`.slice(0, 40), buildingId: ctx.buildingId, floorId: ctx.floorId, x: 1, y: 2, yaw: 90 }),
  patch: () => ({ x: 3.5 }),
};
