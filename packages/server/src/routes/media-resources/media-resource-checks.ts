import type { FastifyRequest } from 'fastify';
import { callerMay } from '../../access/caller-may.js';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { merged } from '../../rules/record-values.js';
import { canReadFile, findFile } from '../../storage/file-access.js';

/** §6: only a system admin may publish a resource system-wide. */
export const systemScopeForSystemAdmins: ResourceCheck = {
  name: 'systemScopeForSystemAdmins',
  on: ['create', 'update'],
  status: 403,
  run({ ctx, input }) {
    return input.scope === 'system' && !callerMay(ctx.caller, 'mediaResources', 'systemScope')
      ? [{ path: 'scope', code: 'systemAdminOnly', message: 'only a system administrator may choose the system scope' }]
      : [];
  },
};

/** Whether an uploaded file the caller may read exists, and is of the given kind when one is given. */
export async function fileProblem(request: FastifyRequest, fileId: number, kind?: string): Promise<string | undefined> {
  const file = await findFile(request.server.db, fileId);
  if (!file || !(await canReadFile(request, file))) return 'is not a file you uploaded or may read';
  if (kind && file.file_type !== kind) return `is not a ${kind} file`;
  return undefined;
}

/** §5 file required: an uploaded file of the chosen type. */
export const uploadedFileMatches: ResourceCheck = {
  name: 'uploadedFileMatches',
  on: ['create', 'update'],
  async run(args) {
    if (args.input.fileId === undefined && args.input.fileType === undefined) return [];
    const values = merged(args);
    const problem = await fileProblem(args.ctx.request, Number(values.fileId), String(values.fileType));
    return problem ? [{ path: 'fileId', code: 'invalid', message: problem }] : [];
  },
};
