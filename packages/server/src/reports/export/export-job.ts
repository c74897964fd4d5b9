import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ExportFormat, type ExportRequest } from '@fleetdeck/model';
import type { Database } from '../../db/database.js';
import { constraintViolation } from '../../db/store-errors.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { newStorageKey } from '../../storage/file-storage.js';
import { recordStoredFile } from '../../storage/file-store.js';
import { csvStream } from './csv-export.js';
import { EXPORT_HEARTBEAT_MS } from './export-heartbeat.js';
import { excelFromTemplate, excelStream } from './excel-export.js';
import { exportRows } from './export-rows.js';
import { mediaZip } from './media-export.js';
import '../report-tables.js';

/** Who asks for an export, and in which organization its file is kept. */
export interface ExportCaller {
  operatorId: number;
  operatorName: string;
  organizationId: number;
}

/** A template's bytes, when the request names one the caller may use. */
export type TemplateBytes = Buffer | null;

const FILE_TYPES = {
  csv: { contentType: 'text/csv', extension: 'csv' },
  excel: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  media: { contentType: 'application/zip', extension: 'zip' },
} as const;

/**
 * The key that lets one export of the same reports in the same form by the same operator run at a
 * time: it is unique in export_jobs while the job runs (and cleared when it ends), so a second
 * request, from any process, is refused by the database rather than by this process's memory.
 */
export function exportKey(caller: ExportCaller, request: ExportRequest): string {
  const canonical = JSON.stringify([caller.operatorId, request.kind, [...request.reportIds].sort((a, b) => a - b), request.encoding ?? null, request.templateId ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Inserts the job's row under its unique key; answers its id, or null when the same export is already running. */
export async function claimExport(db: Kysely<Database>, caller: ExportCaller, request: ExportRequest): Promise<number | null> {
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto('export_jobs')
      .values({
        organization_id: caller.organizationId,
        operator_id: caller.operatorId,
        operator_name: caller.operatorName,
        kind: request.kind,
        format: request.kind === 'csv' ? ExportFormat.csv : request.kind === 'excel' ? ExportFormat.excel : null,
        encoding: request.kind === 'csv' ? (request.encoding ?? 'utf-8') : null,
        template_id: request.kind === 'excel' ? (request.templateId ?? null) : null,
        request: JSON.stringify(request),
        unique_key: exportKey(caller, request),
        status: 'running',
        rows: 0,
        size: 0,
        file_id: null,
        failure: '',
        finished_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (constraintViolation(error)?.kind === 'unique') return null;
    throw error;
  }
}

/** The bytes of an export as a stream, and a promise of its row count once written. */
function exportBody(db: Kysely<Database>, storage: FileStorage, request: ExportRequest, template: TemplateBytes): { body: Readable | Promise<Buffer>; rows: Promise<number> } {
  let counted = 0;
  const count = (n: number) => (counted = n);
  if (request.kind === 'media') {
    const zip = mediaZip(db, storage, request.reportIds);
    return { body: zip.stream, rows: zip.queued };
  }
  const rows = exportRows(db, request.reportIds);
  if (request.kind === 'csv') {
    const stream = csvStream(rows, request.encoding ?? 'utf-8', count);
    return { body: stream, rows: new Promise((resolve, reject) => stream.on('end', () => resolve(counted)).on('error', reject)) };
  }
  if (template) {
    const buffer = excelFromTemplate(template, rows, count);
    return { body: buffer, rows: buffer.then(() => counted) };
  }
  const excel = excelStream(rows, count);
  return { body: excel.stream, rows: excel.done.then(() => counted) };
}

/**
 * Runs a claimed export: writes its file to the file storage (streamed), records it in `files` in
 * the caller's organization, and marks the job done with its rows and size, or failed with the
 * reason. The unique key is cleared either way, so the same export can be asked for again.
 */
export async function runExport(
  db: Kysely<Database>,
  storage: FileStorage,
  log: FastifyBaseLogger,
  jobId: number,
  caller: ExportCaller,
  request: ExportRequest,
  template: TemplateBytes,
): Promise<void> {
  const key = newStorageKey();
  const type = FILE_TYPES[request.kind];
  // The heartbeat tells the other processes this export has a live writer (export-resume.ts).
  const heartbeat = setInterval(() => {
    db.updateTable('export_jobs').set({ updated_at: new Date().toISOString() }).where('id', '=', jobId).where('status', '=', 'running')
      .execute().catch((err: unknown) => log.warn({ err, jobId }, 'export heartbeat not written'));
  }, EXPORT_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const { body, rows } = exportBody(db, storage, request, template);
    const { size } = await storage.put(key, body instanceof Promise ? await body : body);
    const total = await rows;
    const stamp = new Date().toISOString();
    const file = await recordStoredFile(db, storage, {
      organizationId: caller.organizationId,
      uploadedBy: caller.operatorId,
      name: `reports-${stamp.slice(0, 19).replace(/[-:T]/g, '')}.${type.extension}`,
      contentType: type.contentType,
      fileType: 'document',
      size,
      storageKey: key,
    });
    await db.updateTable('export_jobs')
      .set({ status: 'done', rows: total, size, file_id: file.id, unique_key: null, finished_at: stamp, updated_at: stamp })
      .where('id', '=', jobId)
      .execute();
  } catch (error) {
    log.error({ err: error, jobId }, 'export failed');
    await storage.delete(key).catch(() => undefined);
    const stamp = new Date().toISOString();
    await db.updateTable('export_jobs')
      .set({ status: 'failed', failure: error instanceof Error ? error.message.slice(0, 500) : 'export failed', unique_key: null, finished_at: stamp, updated_at: stamp })
      .where('id', '=', jobId)
      .execute();
  } finally {
    clearInterval(heartbeat);
  }
}
