import type { ResourceSample } from './sample-types.js';

/** Waypoints on the target organization's floor. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Waypoint ${ctx.unique}`.slice(0, 40), buildingId: ctx.buildingId, floorId: ctx.floorId, type: 1, x: 1, y: 2, yaw: 90 }),
  patch: () => ({ x: 3.5 }),
};
