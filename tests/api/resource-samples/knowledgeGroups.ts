import type { ResourceSample } from './sample-types.js';

/** A knowledge group with one Q&A in the target organization's building. */
export const sample: ResourceSample = {
  create: (ctx) => ({ name: `Matrix ${ctx.unique}`.slice(0, 64), organizationId: ctx.organizationId, buildingId: ctx.buildingId, qas: [{ question: 'Q?', answer: 'A.', attachmentFileId: null }] }),
  patch: () => ({ name: 'Changed by the matrix' }),
};
