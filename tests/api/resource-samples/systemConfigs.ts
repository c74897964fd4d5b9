import type { ResourceSample } from './sample-types.js';

/** A configuration entry with a unique key. */
export const sample: ResourceSample = {
  create: (ctx) => ({ key: `matrix.k${ctx.serial}`, valueType: 'json', value: '{"on":true}', description: 'matrix' }),
  patch: () => ({ description: 'changed by the matrix' }),
  unscoped: 'configuration is installation-wide, managed by system administrators',
};
