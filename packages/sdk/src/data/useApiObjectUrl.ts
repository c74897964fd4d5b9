import { useEffect, useState } from 'react';
import { readToken } from '../auth/tokenStorage.js';
import { buildUrl } from './apiClient.js';

/**
 * An object URL for bytes at an API path (a file, a robot's photo), fetched with the bearer token:
 * an <img> or <video> cannot send it, and such bytes are served to permitted users only. Revoked
 * when the path changes or the component goes; `path` null or undefined fetches nothing.
 * Answers nothing of an earlier path once the path changed, not even for the render in between.
 *
 * @group Data
 * @example
 * ```tsx
 * const { url, failed } = useApiObjectUrl(`/robots/${robotId}/photo`);
 * return failed ? <Text>{t('noPhoto')}</Text> : <img src={url} alt="" />;
 * ```
 */
export function useApiObjectUrl(path: string | null | undefined): { url: string | undefined; failed: boolean } {
  const [state, setState] = useState<{ path?: string; url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    // Forget the previous answer (its object URL is revoked), so going back to it fetches it anew.
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
        setState({ path, url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ path, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  // The previous path's object URL is revoked by now: never answered for the new path.
  return path && state.path === path ? { url: state.url, failed: state.failed } : { url: undefined, failed: false };
}
