import { useEffect, useState } from 'react';
import { readToken } from '../../auth/tokenStorage.js';
import { API_BASE } from '../../data/apiClient.js';

/**
 * An object URL for an uploaded file, fetched with the bearer token (an <img> or <video> cannot
 * send it, and files are served to permitted users only). Revoked when the file or component goes.
 */
export function useFileObjectUrl(fileId: number | null | undefined): { url: string | undefined; failed: boolean } {
  const [state, setState] = useState<{ url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!fileId) {
      setState({ failed: false });
      return;
    }
    const controller = new AbortController();
    let url: string | undefined;
    const token = readToken();
    fetch(`${API_BASE}/files/${fileId}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', signal: controller.signal })
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
  }, [fileId]);
  return { url: state.url, failed: state.failed };
}
