import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Until a video has shown two frames in a row, a step is this long (the robots' cameras record at 2 fps or more). */
const DEFAULT_FRAME_SECONDS = 1 / 30;

/**
 * Frame by frame through a paused video: a step seeks from the frame on screen (told by
 * requestVideoFrameCallback) to the middle of the next or previous one. The frame length is the
 * file's (`knownFrameSeconds`, read from its index), else learned from the frames the browser
 * presents while it plays; until then a step is 1/30 s.
 */
export function useFrameStep(video: RefObject<HTMLVideoElement | null>, source: string | undefined, knownFrameSeconds: number | undefined): (direction: 1 | -1) => void {
  const frameSeconds = useRef(DEFAULT_FRAME_SECONDS);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    const element = video.current;
    shownAt.current = null;
    frameSeconds.current = knownFrameSeconds ?? DEFAULT_FRAME_SECONDS;
    if (!element || !source || typeof element.requestVideoFrameCallback !== 'function') return;
    let handle = 0;
    let last: number | null = null;
    const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      const gap = last === null ? 0 : metadata.mediaTime - last;
      // Consecutive frames while playing at normal speed: the shortest gap is one frame.
      if (knownFrameSeconds === undefined && gap > 0.001 && gap < 1 && element.playbackRate === 1 && !element.paused && (frameSeconds.current === DEFAULT_FRAME_SECONDS || gap < frameSeconds.current)) frameSeconds.current = gap;
      last = metadata.mediaTime;
      shownAt.current = metadata.mediaTime;
      handle = element.requestVideoFrameCallback(onFrame);
    };
    handle = element.requestVideoFrameCallback(onFrame);
    return () => element.cancelVideoFrameCallback(handle);
  }, [video, source, knownFrameSeconds]);

  return useCallback((direction: 1 | -1) => {
    const element = video.current;
    if (!element || !element.paused) return;
    const from = shownAt.current ?? element.currentTime;
    const length = frameSeconds.current;
    // Half a frame past the target's start lands inside it, whatever the rounding of timestamps.
    const target = from + direction * length + length / 2;
    element.currentTime = Math.min(Math.max(target, 0), Number.isFinite(element.duration) ? element.duration : target);
  }, [video]);
}
