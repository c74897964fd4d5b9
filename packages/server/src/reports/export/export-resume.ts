import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { ExportRequest } from '@fleetdeck/model';
import { findFile } from '../../storage/file-access.js';
import { EXPORT_STALE_MS } from './export-heartbeat.js';
import { runExport, type ExportCaller, type TemplateBytes } from './export-job.js';

/** How often the cluster looks for such exports besides once at start-up. */
const RESUME_CHECK_MS = 10_000;

/**
 * Restarts, from the beginning, every export left running by a process that died, so an export
 * survives a restart and runs once across a cluster: a process takes one over by moving its
 * heartbeat from the stale value it read, which only one process can do.
 */
export function startExportResumption(app: FastifyInstance): void {
  const resume = () => resumeStaleExports(app).catch((err: unknown) => app.log.error({ err }, 'resuming exports failed'));
  app.addHook('onReady', async () => {
    void resume();
  });
  const stop = app.jobs.every('reports.export-resume', RESUME_CHECK_MS, resume, { checkMs: RESUME_CHECK_MS });
  app.addHook('onClose', async () => stop());
}

async function resumeStaleExports(app: FastifyInstance): Promise<void> {
  const stale = new Date(Date.now() - EXPORT_STALE_MS).toISOString();
  const jobs = await app.db.selectFrom('export_jobs')
    .select(['id', 'organization_id', 'operator_id', 'operator_name', 'request', 'updated_at'])
    .where('status', '=', 'running').where('updated_at', '<', stale)
    .execute();
  for (const job of jobs) {
    const now = new Date().toISOString();
    const taken = await app.db.updateTable('export_jobs').set({ updated_at: now })
      .where('id', '=', job.id).where('status', '=', 'running').where('updated_at', '=', job.updated_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    app.log.warn({ jobId: job.id }, 'export left running by a stopped process: started again');
    const caller: ExportCaller = { operatorId: job.operator_id ?? 0, operatorName: job.operator_name, organizationId: job.organization_id };
    const request = parsedRequest(job.request);
    // The request's template, not the row's: the row's is cleared when the template is deleted.
    const template = request ? await templateBytes(app, request.kind === 'excel' ? (request.templateId ?? null) : null) : null;
    if (!request || template === undefined) {
      await failJob(app, job.id, request ? 'The export template no longer exists' : 'The export request could not be read');
      continue;
    }
    void runExport(app.db, app.fileStorage, app.log, job.id, caller, request, template);
  }
}

function parsedRequest(text: string): ExportRequest | null {
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(ExportRequest, value) ? value : null;
  } catch {
    return null;
  }
}

/** The template's bytes; null when the export uses none; undefined when it was deleted since. */
async function templateBytes(app: FastifyInstance, templateId: number | null): Promise<TemplateBytes | undefined> {
  if (templateId === null) return null;
  const template = await app.db.selectFrom('export_templates').select('file_id').where('id', '=', templateId).executeTakeFirst();
  const file = template ? await findFile(app.db, template.file_id) : undefined;
  return file ? app.fileStorage.get(file.storage_key) : undefined;
}

async function failJob(app: FastifyInstance, jobId: number, failure: string): Promise<void> {
  const stamp = new Date().toISOString();
  await app.db.updateTable('export_jobs').set({ status: 'failed', failure, unique_key: null, finished_at: stamp, updated_at: stamp })
    .where('id', '=', jobId).execute();
}
