import type { ResourceSample } from './sample-types.js';

/** A group of the target organization's building. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Group ${ctx.unique}`.slice(0, 40) }),
  patch: (ctx) => ({ name: `Renamed ${ctx.unique}`.slice(0, 40) }),
};
