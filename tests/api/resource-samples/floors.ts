import type { ResourceSample } from './sample-types.js';

/** A floor of the target organization's building, numbered apart from the seeded ones (index at most 200). */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `M${ctx.serial}F`, type: 0, index: 10 + (ctx.serial % 190) }),
  patch: (ctx) => ({ name: `R${ctx.serial}F` }),
};
