import type { ResourceSample } from './sample-types.js';

/** Command mappings: bound to a command list of the same building (created in a fresh building). */
export const sample: ResourceSample = {
  async create(ctx) {
    const building = await ctx.api<{ id: number }>('POST', '/api/buildings', { name: `Matrix CM ${ctx.unique}`.slice(0, 40), organizationId: ctx.organizationId });
    const list = await ctx.api<{ id: number }>('POST', '/api/command-lists', { name: `List ${ctx.unique}`.slice(0, 64), buildingId: building.body.id, mode: 10, definition: '{}' });
    return { name: `Mapping ${ctx.unique}`.slice(0, 64), buildingId: building.body.id, commandListId: list.body.id, bindings: [{ key: 'W', command: 'forward' }] };
  },
  patch: (ctx) => ({ name: `Changed ${ctx.unique}` }),
};
