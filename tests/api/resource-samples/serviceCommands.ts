import type { ResourceSample, SampleContext } from './sample-types.js';

// fillPath asks for the params on every call with the same context; one package per context keeps
// the record's path stable.
const packages = new WeakMap<SampleContext, Promise<number>>();

function packageOf(ctx: SampleContext): Promise<number> {
  let id = packages.get(ctx);
  if (!id) {
    id = ctx
      .api<{ id: number }>('POST', '/api/system/service-packages', { organizationId: ctx.organizationId, name: `Commands ${ctx.unique}`, version: '1.0.0', enabled: true })
      .then((res) => res.body.id);
    packages.set(ctx, id);
  }
  return id;
}

/** A command in a package of the target organization (the package decides the scope). */
export const sample: ResourceSample = {
  create: (ctx) => ({ bundleId: 'matrix', name: `Command ${ctx.unique}`, command: 'matrix.run' }),
  patch: () => ({ description: 'changed by the matrix' }),
  params: async (ctx) => ({ packageId: await packageOf(ctx) }),
};
