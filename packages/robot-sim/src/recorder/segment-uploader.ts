import type { ArchiveUploadCreate, ArchiveUploadState } from '@fleetdeck/model';

/** Bytes per upload request: small enough that a dropped link loses little. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Where and as whom a robot uploads. */
export interface UploadTarget {
  /** The server's HTTP origin, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  serialNo: string;
  credential: string;
}

/** Why an upload ended: done, or refused for good (no archive in the contract, a wrong credential). */
export type UploadOutcome = 'done' | 'refused' | 'stopped';

class Refused extends Error {}

async function call(target: UploadTarget, method: string, path: string, body?: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${target.origin}${path}`, {
    method, body, headers: { authorization: `Robot ${target.serialNo} ${target.credential}`, ...headers },
    signal: AbortSignal.timeout(30_000),
  });
}

async function stateOf(res: Response): Promise<ArchiveUploadState> {
  if (res.status === 401 || res.status === 403) throw new Refused(`upload refused: ${res.status}`);
  if (!res.ok) throw new Error(`upload answered ${res.status}`);
  return (await res.json()) as ArchiveUploadState;
}

/**
 * Uploads one segment with resumable uploads (docs/gateway-protocol.md "Recording archive"):
 * announce it, send chunks from the server's offset; after a dropped link or any failure, wait
 * (doubling up to 30 s), ask the offset, and go on from there, until done, refused or stopped.
 */
export async function uploadSegment(target: UploadTarget, segment: Omit<ArchiveUploadCreate, 'size'>, bytes: Uint8Array, stopped: () => boolean): Promise<UploadOutcome> {
  const announce = { ...segment, size: bytes.length };
  let retryMs = RETRY_MIN_MS;
  let upload: ArchiveUploadState | null = null;
  while (!stopped()) {
    try {
      upload = upload
        ? await stateOf(await call(target, 'GET', `/api/archive/uploads/${upload.id}`))
        : await stateOf(await call(target, 'POST', '/api/archive/uploads', JSON.stringify(announce), { 'content-type': 'application/json' }));
      while (!upload.complete && !stopped()) {
        const end = Math.min(upload.offset + UPLOAD_CHUNK_BYTES, bytes.length);
        const res = await call(target, 'PUT', `/api/archive/uploads/${upload.id}`, bytes.slice(upload.offset, end), {
          'content-type': 'application/octet-stream', 'content-range': `bytes ${upload.offset}-${end - 1}/${bytes.length}`,
        });
        // Another offset than ours: ask where the server stands and continue from there.
        if (res.status === 409) upload = await stateOf(await call(target, 'GET', `/api/archive/uploads/${upload.id}`));
        else upload = await stateOf(res);
        retryMs = RETRY_MIN_MS;
      }
      return upload.complete ? 'done' : 'stopped';
    } catch (error) {
      if (error instanceof Refused) return 'refused';
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    }
  }
  return 'stopped';
}
