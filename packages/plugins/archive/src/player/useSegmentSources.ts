import { buildUrl, readToken } from '@fleetdeck/sdk';
import { useEffect, useRef, useState } from 'react';

interface Source {
  url?: string;
  failed: boolean;
  controller: AbortController;
}

/**
 * Object URLs of recorded segments' videos, fetched with the bearer token (a <video> cannot send
 * it), for the segments in `ids`: the one playing and the one after it, so the next starts the
 * moment the current ends. URLs of segments no longer wanted are revoked.
 */
export function useSegmentSources(ids: readonly number[]): ReadonlyMap<number, { url?: string; failed: boolean }> {
  const sources = useRef(new Map<number, Source>());
  const [, setVersion] = useState(0);
  const key = ids.join(',');

  useEffect(() => {
    const wanted = new Set(ids);
    for (const [id, source] of sources.current) {
      if (wanted.has(id)) continue;
      source.controller.abort();
      if (source.url) URL.revokeObjectURL(source.url);
      sources.current.delete(id);
    }
    for (const id of wanted) {
      if (sources.current.has(id)) continue;
      const source: Source = { failed: false, controller: new AbortController() };
      sources.current.set(id, source);
      const token = readToken();
      fetch(buildUrl(`/archive/segments/${id}/video`), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include', signal: source.controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const blob = await response.blob();
          if (source.controller.signal.aborted) return;
          source.url = URL.createObjectURL(blob);
          setVersion((v) => v + 1);
        })
        .catch(() => {
          if (source.controller.signal.aborted) return;
          source.failed = true;
          setVersion((v) => v + 1);
        });
    }
    // `key` is `ids` by value: a new array of the same segments fetches nothing again.
  }, [key]);

  useEffect(() => () => {
    for (const source of sources.current.values()) {
      source.controller.abort();
      if (source.url) URL.revokeObjectURL(source.url);
    }
    sources.current.clear();
  }, []);

  return new Map([...sources.current].map(([id, s]) => [id, { url: s.url, failed: s.failed }]));
}
