import type { ResourceSample } from './sample-types.js';

/** A robot-status rule of the target organization that mails its notification targets. */
export const sample: ResourceSample = {
  create: (ctx) => ({ organizationId: ctx.organizationId, name: `Trigger ${ctx.unique}`, eventType: 1, robotStatus: 'offline', targetType: 1 }),
  patch: () => ({ enabled: false }),
};
