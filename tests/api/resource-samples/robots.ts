import type { ResourceSample } from './sample-types.js';

/** A robot in the target organization's building; registration answers `{robot, credential}`. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: 'Matrix robot', serialNo: `MX-${ctx.unique}`, model: 'ugo Pro', buildingId: ctx.buildingId, initialFloorId: ctx.floorId }),
  patch: () => ({ notes: 'changed by matrix' }),
  recordOf: (answer) => (answer as { robot: { id: number } }).robot,
};
