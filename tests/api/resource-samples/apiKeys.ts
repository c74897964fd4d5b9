import type { ResourceSample } from './sample-types.js';

/** An Azure key (so the SkyWay key the sessions hand out stays the seeded one). */
export const sample: ResourceSample = {
  create: (ctx) => ({ type: 2, name: `Azure ${ctx.unique}`, value: `matrix-azure-${ctx.unique}` }),
  patch: () => ({ name: 'Renamed by the matrix' }),
  unscoped: 'API keys are installation-wide, managed by system administrators',
};
