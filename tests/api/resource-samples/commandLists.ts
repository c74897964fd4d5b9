import type { ResourceSample } from './sample-types.js';

/** Command lists: each in a fresh building, so the mode-once-per-building rule never collides. */
export const sample: ResourceSample = {
  async create(ctx) {
    const building = await ctx.api<{ id: number }>('POST', '/api/buildings', { name: `Matrix CL ${ctx.unique}`.slice(0, 40), organizationId: ctx.organizationId });
    return { name: `Commands ${ctx.unique}`.slice(0, 64), buildingId: building.body.id, mode: 13, definition: '{"commands":[]}' };
  },
  patch: (ctx) => ({ memo: `Changed ${ctx.unique}` }),
};
