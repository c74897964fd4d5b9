import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ExportTemplateRecord, MAX_UPLOAD_BYTES, ReportMessages } from '@fleetdeck/model';
import { ApiError, validationFailed } from '../../errors/api-error.js';
import { errorResponses } from '../../resources/resource-schemas.js';
import { resourceContext } from '../../resources/resource-context.js';
import { readDetail } from '../../resources/resource-reader.js';
import { templateHasRawdata } from '../../reports/export/excel-export.js';
import { recordStoredFile } from '../../storage/file-store.js';
import { newStorageKey } from '../../storage/file-storage.js';
import { exportTemplateResource } from './report-resources.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /api/export-templates (multipart: a `name` field and an `.xlsx` part named `file`) adds an
 * Excel export template to the caller's organization; a workbook without a `rawdata` sheet, or
 * one that does not open, is refused with §5's message.
 */
export async function registerTemplateRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 1, parts: 2 } });
    scope.post('/api/export-templates', {
      config: { access: 'exportTemplates.create' },
      schema: { tags: ['exportTemplates'], summary: 'Upload an Excel export template', response: { 201: ExportTemplateRecord, ...errorResponses } },
    }, async (request, reply) => {
      const ctx = await resourceContext(request, {});
      if (!request.isMultipart()) throw validationFailed([{ path: 'file', code: 'required', message: 'send the template as multipart/form-data' }]);
      let name = '';
      let bytes: Buffer | null = null;
      let filename = 'template.xlsx';
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'name') name = String(part.value).trim();
        else if (part.type === 'file' && part.fieldname === 'file') {
          bytes = await part.toBuffer();
          filename = part.filename || filename;
        }
      }
      const problems = [];
      if (!name || name.length > 64) problems.push({ path: 'name', code: 'required', message: 'a name of 1 to 64 characters is required' });
      if (!bytes || bytes.length === 0) problems.push({ path: 'file', code: 'required', message: 'file is required' });
      else if (!(await templateHasRawdata(bytes))) problems.push({ path: 'file', code: 'rawdata', message: ReportMessages.templateWithoutRawdata.en });
      if (problems.length > 0 || !bytes) throw validationFailed(problems);
      const storage = request.server.fileStorage;
      const key = newStorageKey();
      const { size } = await storage.put(key, bytes);
      const now = new Date().toISOString();
      let id = 0;
      await recordStoredFile(request.server.db, storage, {
        organizationId: ctx.caller.organizationId, uploadedBy: ctx.caller.operatorId, name: filename.slice(0, 200), contentType: XLSX, fileType: 'document', size, storageKey: key,
      }, async (trx, file) => {
        const row = await trx.insertInto('export_templates')
          .values({ organization_id: ctx.caller.organizationId, name, file_id: file.id, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      });
      if (!id) throw new ApiError('INTERNAL', 'template not stored');
      await request.server.audit(request, { action: 'create', targetType: 'exportTemplates', targetId: id, detail: { name } });
      return reply.status(201).send(await readDetail(ctx, exportTemplateResource, id));
    });
  });
}
