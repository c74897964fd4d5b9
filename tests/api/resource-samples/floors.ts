import type { ResourceSample } from './sample-types.js';

/** A floor of the target organization's building, numbered apart from the seeded ones. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `M${ctx.serial}F`, type: 0, index: 10 + ctx.serial }),
  patch: (ctx) => ({ name: `R${ctx.serial}F` }),
};
