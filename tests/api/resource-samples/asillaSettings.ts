import type { ResourceSample } from './sample-types.js';

/** An asilla setting in the target organization's building. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Matrix ${ctx.unique}`.slice(0, 64), organizationId: ctx.organizationId, buildingId: ctx.buildingId, behaviours: ['fall'], intrusionDetection: false }),
  patch: () => ({ intrusionDetection: true }),
};
