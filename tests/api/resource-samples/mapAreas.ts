import type { ResourceSample } from './sample-types.js';

/** A speed area on the target organization's floor. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Area ${ctx.unique}`.slice(0, 40), buildingId: ctx.buildingId, floorId: ctx.floorId, kind: 1, maxSpeed: 0.4, polygon: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }] }),
  patch: () => ({ maxSpeed: 0.3 }),
};
