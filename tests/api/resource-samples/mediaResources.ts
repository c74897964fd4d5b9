import type { ResourceSample } from './sample-types.js';

/** A media resource reusing a demo image of the target organization (uploads are multipart; ctx.api sends JSON). */
export const sample: ResourceSample = {
  async create(ctx) {
    const where = encodeURIComponent(JSON.stringify({ where: { organizationId: ctx.organizationId }, limit: 1 }));
    const found = await ctx.api<Array<{ fileId: number; fileType: string }>>('GET', `/api/media-resources?filter=${where}`);
    const first = found.body[0];
    if (!first) throw new Error(`no demo media resource in organization ${ctx.organizationId} to take a file from`);
    return { name: `Matrix ${ctx.unique}`.slice(0, 128), organizationId: ctx.organizationId, fileType: first.fileType, fileId: first.fileId };
  },
  patch: () => ({ name: 'Changed by the matrix' }),
};
