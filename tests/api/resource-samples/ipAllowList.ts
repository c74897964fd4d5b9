import type { ResourceSample } from './sample-types.js';

/** An allow-list entry without restriction, so the building's own operators are not locked out. */
export const sample: ResourceSample = {
  create: (ctx) => ({ ipAddress: `10.20.${Math.floor(ctx.serial / 250) % 250}.${(ctx.serial % 250) + 1}`, description: 'matrix', restricted: false }),
  patch: (ctx) => ({ description: `changed by matrix ${ctx.serial}` }),
};
