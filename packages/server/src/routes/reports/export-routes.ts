import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ExportJobRecord, ExportRequest, ReportMessages } from '@fleetdeck/model';
import { ApiError } from '../../errors/api-error.js';
import { parseFilter } from '../../filter/parse-filter.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { resourceContext } from '../../resources/resource-context.js';
import { readDetail, readList } from '../../resources/resource-reader.js';
import type { LooseDb } from '../../resources/resource-types.js';
import { claimExport, runExport, type ExportCaller } from '../../reports/export/export-job.js';
import { hasExportRows } from '../../reports/export/export-rows.js';
import { exportJobResource, exportTemplateResource, reportResource } from './report-resources.js';
import type { Kysely } from 'kysely';

/**
 * POST /api/reports/exports starts an export of reports the caller may see, as a background job
 * whose row is the export history's (poll GET /api/export-jobs/:id; its `fileId` downloads from
 * /api/files/:id). One without the export cell hears §8's "output permission insufficient"
 * rather than the common refusal; reports out of reach, or reports with nothing recorded, answer
 * §8's "no data found".
 */
export function registerExportRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post('/api/reports/exports', {
    // The access check runs before the body is validated: a caller who may not export hears §8's
    // words, whatever they sent.
    config: { access: 'reports.export', accessRefusal: ReportMessages.noPermission.en },
    schema: {
      tags: ['reports'],
      summary: 'Export reports as CSV, Excel or a ZIP of their media (a background job)',
      body: ExportRequest,
      response: { 202: ExportJobRecord, ...errorResponses },
    },
  }, async (request, reply) => {
    const ctx = await resourceContext(request, {});
    const body = request.body;
    const filter = parseFilter(JSON.stringify({ where: { id: { inq: body.reportIds } }, fields: ['id'], limit: body.reportIds.length }), reportResource.filter);
    const visible = (await readList(ctx, reportResource, filter)).map((report) => Number(report.id));
    if (visible.length === 0 || !(await hasExportRows(request.server.db, visible))) throw new ApiError('NOT_FOUND', ReportMessages.noData.en);
    const template = body.kind === 'excel' && body.templateId ? await templateBytes(request, body.templateId) : null;
    const operator = await (request.server.db as unknown as Kysely<LooseDb>)
      .selectFrom('operators').select(['first_name', 'last_name']).where('id', '=', ctx.caller.operatorId).executeTakeFirst();
    const caller: ExportCaller = {
      operatorId: ctx.caller.operatorId,
      operatorName: operator ? `${String(operator.last_name)} ${String(operator.first_name)}`.trim() : '',
      organizationId: ctx.caller.organizationId,
    };
    const scoped = { ...body, reportIds: visible };
    const jobId = await claimExport(request.server.db, caller, scoped);
    if (jobId === null) throw new ApiError('CONFLICT', 'The same export is already running');
    // The job outlives the request: the history row tells how it went.
    void runExport(request.server.db, request.server.fileStorage, request.log, jobId, caller, scoped, template);
    return reply.status(202).send(await readDetail(ctx, exportJobResource, jobId) as never);
  });
}

/** The bytes of a template the caller may use; 404 (as its detail) when out of reach. */
async function templateBytes(request: Parameters<typeof resourceContext>[0], templateId: number): Promise<Buffer> {
  const ctx = await resourceContext(request, {});
  const template = await readDetail(ctx, exportTemplateResource, templateId);
  const file = await (request.server.db as unknown as Kysely<LooseDb>)
    .selectFrom('files').select('storage_key').where('id', '=', Number(template.fileId)).executeTakeFirstOrThrow();
  return request.server.fileStorage.get(String(file.storage_key));
}
