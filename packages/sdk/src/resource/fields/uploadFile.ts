import type { UploadedFile } from '@fleetdeck/model';
import { readToken } from '../../auth/tokenStorage.js';
import { API_BASE } from '../../data/apiClient.js';
import { HttpError } from '../../data/HttpError.js';

/**
 * Progress of an upload: bytes sent of the total.
 * @group Forms and resources
 * @example
 * ```ts
 * const file = await uploadFile(chosen, (progress: UploadProgress) => setPercent(Math.round((progress.loaded / progress.total) * 100)));
 * form.setValue('fileId', file.id);
 * ```
 */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Uploads one file to `POST /api/files` as multipart, reporting progress (fetch cannot report
 * upload progress, XMLHttpRequest can). Answers the stored file; throws HttpError on refusal.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * const uploaded = await uploadFile(file, ({ loaded, total }) => setPercent(Math.round((100 * loaded) / total)));
 * ```
 */
export function uploadFile(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/files`);
    xhr.withCredentials = true;
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      if (xhr.status === 201) {
        resolve(xhr.response as UploadedFile);
        return;
      }
      reject(HttpError.fromBody(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(HttpError.fromBody(0, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
