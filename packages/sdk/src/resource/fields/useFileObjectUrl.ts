import { useApiObjectUrl } from '../../data/useApiObjectUrl.js';

/**
 * An object URL for an uploaded file, fetched with the bearer token (see useApiObjectUrl).
 * @group Forms and resources
 * @example
 * ```tsx
 * const { url } = useFileObjectUrl(record.fileId);
 * return url ? <img src={url} alt={record.name} /> : null;
 * ```
 */
export function useFileObjectUrl(fileId: number | null | undefined): { url: string | undefined; failed: boolean } {
  return useApiObjectUrl(fileId ? `/files/${fileId}` : null);
}
