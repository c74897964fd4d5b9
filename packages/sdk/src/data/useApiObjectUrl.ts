import { useEffect, useState } from 'react';
import { readToken } from '../auth/tokenStorage.js';
import { buildUrl } from './apiClient.js';

/**
 * An object URL for bytes at an API path (a file, a robot's photo), fetched with the bearer token:
 * an <img> or <video> cannot send it, and such bytes are served to permitted users only. Revoked
 * when the path changes or the component goes; `path` null or undefined fetches nothing.
 *
 * @group Data
 * @example
 * ```tsx
 * const { url, failed } = useApiObjectUrl(`/robots/${robotId}/photo`);
 * return failed ? <Text>{t('noPhoto')}</Text> : <img src={url} alt="" />;
 * ```
 */
export function useApiObjectUrl(path: string | null | undefined): { url: string | undefined; failed: boolean } {
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    setState({ failed: false });
    if (!path) return;
    const controller = new AbortController();
    let url: string | undefined;
    const token = readToken();
    fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        // Gone or changed while the bytes arrived: an object URL made now would never be revoked.
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return { url: state.url, failed: state.failed };
}
