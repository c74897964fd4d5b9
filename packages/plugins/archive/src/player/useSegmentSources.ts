import { buildUrl, readToken } from '@fleetdeck/sdk';
import { useEffect, useRef, useState } from 'react';
import { mp4FrameSeconds } from './mp4FrameSeconds.js';

/** A segment's video as the player uses it: its object URL, and its frame length when the file's head tells it. */
export interface SegmentSource {
  url?: string;
  failed: boolean;
  frameSeconds?: number;
}

interface Source extends SegmentSource {
  controller: AbortController;
}

/** Bytes of a file's head that hold a faststart MP4's index. */
const HEAD_BYTES = 64 * 1024;

/**
 * Object URLs of recorded segments' videos, fetched with the bearer token (a <video> cannot send
 * it), for the segments in `ids`: the one playing and the one after it, so the next starts the
 * moment the current ends. URLs of segments no longer wanted are revoked.
 */
export function useSegmentSources(ids: readonly number[]): ReadonlyMap<number, SegmentSource> {
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
          const head = new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
          if (source.controller.signal.aborted) return;
          source.frameSeconds = mp4FrameSeconds(head);
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

  return new Map([...sources.current].map(([id, s]) => [id, { url: s.url, failed: s.failed, frameSeconds: s.frameSeconds }]));
}
