import type { KnowledgeQa } from '@fleetdeck/model';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { fileProblem } from '../media-resources/media-resource-checks.js';

/** Each attachment must be an uploaded file the caller may read. */
export const attachmentsReadable: ResourceCheck = {
  name: 'attachmentsReadable',
  on: ['create', 'update'],
  async run({ ctx, input }) {
    const qas = (input.qas as KnowledgeQa[] | undefined) ?? [];
    const errors = [];
    for (const [index, qa] of qas.entries()) {
      if (qa.attachmentFileId === null) continue;
      const problem = await fileProblem(ctx.request, qa.attachmentFileId);
      if (problem) errors.push({ path: `qas.${index}.attachmentFileId`, code: 'invalid', message: problem });
    }
    return errors;
  },
};
