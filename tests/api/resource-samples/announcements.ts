import type { ResourceSample } from './sample-types.js';

/** An announcement published from now on. */
export const sample: ResourceSample = {
  create: (ctx) => ({
    titleJa: `お知らせ ${ctx.unique}`, titleEn: `Notice ${ctx.unique}`, bodyJa: '本文', bodyEn: 'Body', level: 0, publishFrom: new Date().toISOString(),
  }),
  patch: () => ({ level: 5 }),
  unscoped: 'announcements are installation-wide, managed by system administrators',
};
