import { HttpError } from './HttpError.js';
import { reportApiWrite } from './apiWrites.js';
import { notifyHttpError } from './httpErrorHandler.js';
import { beginBusy } from '../shell/busyStore.js';
import { readToken } from '../auth/tokenStorage.js';

/**
 * Base path every API call is relative to.
 * @group Data
 * @example
 * ```ts
 * const src = `${API_BASE}/files/${fileId}`; // '/api/files/12'
 * ```
 */
export const API_BASE = '/api';

/**
 * Query values are JSON-encoded when they are objects (LoopBack-style `filter`, `where`).
 * @group Data
 * @example
 * ```ts
 * const query: QueryParams = { filter: { where: { buildingId: 5 }, order: ['name ASC'], limit: 20 } };
 * const robots = await api.get<RobotRecord[]>('/robots', { query });
 * ```
 */
export type QueryParams = Record<string, string | number | boolean | object | null | undefined>;

/**
 * Options of a read.
 * @group Data
 * @example
 * ```ts
 * const controller = new AbortController();
 * const robots = await api.get<RobotRecord[]>('/robots', { query: { filter: { limit: 20 } }, signal: controller.signal });
 * ```
 */
export interface ReadOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Skip the shell's global 401/403/498/499 handling (used while restoring a session). */
  silent?: boolean;
}

/**
 * Options of a write; writes raise the busy overlay while in flight.
 * @group Data
 * @example
 * ```ts
 * // A background save that must not cover the page with the busy overlay.
 * await api.patch(`/robots/${robotId}`, { name: 'Guide 2' }, { quiet: true });
 * ```
 */
export interface WriteOptions extends ReadOptions {
  /** Do not count this write for the busy overlay. */
  quiet?: boolean;
}

/**
 * Builds `/api/<path>?<query>`, JSON-encoding object values.
 * @group Data
 * @example
 * ```ts
 * buildUrl('/buildings', { filter: { where: { organizationId: 3 } } });
 * // '/api/buildings?filter=%7B%22where%22%3A%7B%22organizationId%22%3A3%7D%7D'
 * ```
 */
export function buildUrl(path: string, query?: QueryParams): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const url = clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, body: unknown, options: WriteOptions): Promise<T> {
  const isWrite = method !== 'GET';
  const done = isWrite && !options.quiet ? beginBusy() : () => undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal ?? null };
  if (body !== undefined) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }
  let failed = true;
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), init);
    } catch (cause) {
      if ((cause as { name?: string }).name === 'AbortError') throw cause;
      throw new HttpError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
    }
    const parsed = await parseBody(response);
    if (!response.ok) {
      const error = HttpError.fromBody(response.status, parsed);
      if (!options.silent) notifyHttpError(error, { method, path });
      throw error;
    }
    failed = false;
    if (isWrite) reportApiWrite(path, method);
    return parsed as T;
  } finally {
    done(failed);
  }
}

/**
 * The API client: JSON over `/api`, bearer token, cookies included; throws `HttpError`.
 * @group Data
 * @example
 * ```tsx
 * const building = await api.get<Building>(`/buildings/${id}`);
 * await api.patch(`/buildings/${id}`, { name: 'Aozora Tower' });
 * ```
 */
export const api = {
  /** Reads a resource; pass `signal` to cancel when the caller goes away. */
  get<T = unknown>(path: string, options: ReadOptions = {}): Promise<T> {
    return request<T>('GET', path, undefined, options);
  },
  /** Creates or acts; shows the busy overlay until it settles. */
  post<T = unknown>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return request<T>('POST', path, body, options);
  },
  /** Replaces; shows the busy overlay until it settles. */
  put<T = unknown>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return request<T>('PUT', path, body, options);
  },
  /** Updates part; shows the busy overlay until it settles. */
  patch<T = unknown>(path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return request<T>('PATCH', path, body, options);
  },
  /** Deletes; shows the busy overlay until it settles. */
  delete<T = unknown>(path: string, options: WriteOptions = {}): Promise<T> {
    return request<T>('DELETE', path, undefined, options);
  },
};
