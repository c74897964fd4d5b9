import { useEffect, useState } from 'react';
import { buildUrl, readToken } from '@fleetdeck/sdk';

/**
 * An object URL for a robot photo at an API path, fetched with the bearer token (an <img> cannot
 * send it, and photos are served only to those who may see the robot). Revoked when it goes.
 */
export function usePhotoObjectUrl(path: string): { url: string | undefined; failed: boolean } {
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    const token = readToken();
    setState({ failed: false });
    fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        url = URL.createObjectURL(await response.blob());
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
