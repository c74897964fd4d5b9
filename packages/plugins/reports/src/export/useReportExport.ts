import { useState } from 'react';
import type { ExportJobRecord, ExportRequest } from '@fleetdeck/model';
import { api, isHttpError } from '@fleetdeck/sdk';
import { downloadFile, exportFileName } from './downloadFile.js';

/** How an export request went, for the panel to say. */
export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; rows: number }
  | { phase: 'failed'; reason: 'noData' | 'noPermission' | 'busy' | 'other'; message: string };

// The export job is polled this often until it ends.
const POLL_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why an export request was refused: §8's two report messages by status, a running twin, or anything else. */
function refusal(error: unknown): Extract<ExportState, { phase: 'failed' }> {
  const message = error instanceof Error ? error.message : String(error);
  if (isHttpError(error) && error.status === 403) return { phase: 'failed', reason: 'noPermission', message };
  if (isHttpError(error) && error.status === 404) return { phase: 'failed', reason: 'noData', message };
  if (isHttpError(error) && error.status === 409) return { phase: 'failed', reason: 'busy', message };
  return { phase: 'failed', reason: 'other', message };
}

/**
 * Starts an export job, follows it until it ends and downloads its file: the headless part of the
 * export panel, so the view only draws the state.
 */
export function useReportExport(): { state: ExportState; start: (request: ExportRequest) => Promise<void> } {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const start = async (request: ExportRequest) => {
    setState({ phase: 'running' });
    try {
      let job = await api.post<ExportJobRecord>('/reports/exports', request);
      while (job.status === 'running') {
        await wait(POLL_MS);
        job = await api.get<ExportJobRecord>(`/export-jobs/${job.id}`);
      }
      if (job.status === 'failed' || job.fileId === null) {
        setState({ phase: 'failed', reason: 'other', message: job.failure });
        return;
      }
      await downloadFile(job.fileId, exportFileName(job.kind, job.id));
      setState({ phase: 'done', rows: job.rows });
    } catch (error) {
      setState(refusal(error));
    }
  };
  return { state, start };
}
