import type { ResourceSample } from './sample-types.js';

/** A system version; versions are unique, so each call gets its own number. */
export const sample: ResourceSample = {
  create: (ctx) => ({ version: `7.${ctx.serial}.0`, status: 2, releaseLevel: 'beta', notes: 'matrix' }),
  patch: () => ({ status: 1, releaseLevel: 'official' }),
  unscoped: 'system versions are installation-wide, managed by system administrators',
};
