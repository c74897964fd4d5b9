import type { ArchiveVideoUrl } from '@fleetdeck/model';
import { api } from '@fleetdeck/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mp4FrameSeconds } from './mp4FrameSeconds.js';

/** A segment's video as the player uses it: a URL the <video> loads by itself, until when it works, and its frame length once read. */
export interface SegmentSource {
  url?: string;
  /** ms since epoch; after it the URL is refused and a new one is needed. */
  expiresAt?: number;
  failed: boolean;
  frameSeconds?: number;
}

interface Source extends SegmentSource {
  controller: AbortController;
}

/** Bytes of a file's head that hold a faststart MP4's index. */
const HEAD_BYTES = 64 * 1024;

/** Whether a source's URL has run out, or is about to (a second's margin for the request on its way). */
export const isExpired = (source: SegmentSource | undefined): boolean => !source?.expiresAt || source.expiresAt - 1000 <= Date.now();

/**
 * Signed URLs of recorded segments' videos (the API's video-url: a <video> cannot send the bearer
 * token, but loads a URL with Range requests by itself) for the segments in `ids`: the one playing
 * first, then the one after it, whose file is fetched ahead into the browser's cache so the next
 * plays the moment the current ends. Each segment's frame length is read from its file's head.
 * `renew` asks for a new URL of a segment whose URL ran out.
 */
export function useSegmentSources(ids: readonly number[]): { sources: ReadonlyMap<number, SegmentSource>; renew: (id: number) => void } {
  const sources = useRef(new Map<number, Source>());
  const [, setVersion] = useState(0);
  const key = ids.join(',');

  const load = useCallback((id: number, ahead: boolean) => {
    const source: Source = { failed: false, controller: new AbortController() };
    sources.current.set(id, source);
    const { signal } = source.controller;
    api.get<ArchiveVideoUrl>(`/archive/segments/${id}/video-url`, { signal })
      .then((answer) => {
        if (signal.aborted) return;
        source.url = answer.url;
        source.expiresAt = Date.parse(answer.expiresAt);
        setVersion((v) => v + 1);
        // The head for the frame length; the whole file when it plays next (the same URL, so the <video> finds it cached).
        const headers: Record<string, string> = ahead ? {} : { Range: `bytes=0-${HEAD_BYTES - 1}` };
        return fetch(answer.url, { headers, signal, credentials: 'include' })
          .then(async (response) => {
            if (!response.ok) return;
            const head = new Uint8Array(await response.arrayBuffer()).subarray(0, HEAD_BYTES);
            if (signal.aborted) return;
            source.frameSeconds = mp4FrameSeconds(head);
            setVersion((v) => v + 1);
          })
          // The frame length is learned from playing instead (useFrameStep).
          .catch(() => undefined);
      })
      .catch(() => {
        if (signal.aborted) return;
        source.failed = true;
        setVersion((v) => v + 1);
      });
  }, []);

  useEffect(() => {
    const wanted = new Set(ids);
    for (const [id, source] of sources.current) {
      if (wanted.has(id)) continue;
      source.controller.abort();
      sources.current.delete(id);
    }
    ids.forEach((id, index) => {
      if (!sources.current.has(id)) load(id, index > 0);
    });
    // `key` is `ids` by value: a new array of the same segments asks for nothing again.
  }, [key, load]);

  useEffect(() => () => {
    for (const source of sources.current.values()) source.controller.abort();
    sources.current.clear();
  }, []);

  const renew = useCallback((id: number) => {
    const old = sources.current.get(id);
    if (!old) return;
    old.controller.abort();
    load(id, false);
    // The video keeps its old URL until the new one comes, so it is not taken off the page meanwhile.
    const fresh = sources.current.get(id);
    if (fresh) Object.assign(fresh, { url: old.url, expiresAt: old.expiresAt, frameSeconds: old.frameSeconds });
  }, [load]);

  return {
    sources: new Map([...sources.current].map(([id, s]) => [id, { url: s.url, expiresAt: s.expiresAt, failed: s.failed, frameSeconds: s.frameSeconds }])),
    renew,
  };
}
