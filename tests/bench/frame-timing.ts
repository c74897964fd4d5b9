// Frame times while a page scrolls one step per frame, measured in the page from
// requestAnimationFrame deltas. Shared by the browser benchmarks that scroll lists and grids.
import type { Page } from '@playwright/test';
import { percentile } from './stats.js';

// Frames are presented at vsync, so rAF deltas at 60 Hz are 16.67 ms give or take a tenth of a
// millisecond of timestamp jitter, and a missed frame shows as 33.3 ms. The aim (p95 at most
// 16.7 ms: the p95 frame is on time) allows that jitter; frames over one and a half frame
// times are counted as dropped.
/** The aim for the p95 frame (issue 16): one frame at 60 Hz. */
export const FRAME_AIM_MS = 16.7;
const VSYNC_JITTER_MS = 1;
const DROPPED_FRAME_MS = 25;

/** What one scroll through an element gave. */
export interface ScrollRun {
  frames: number[];
  /** The most matches of `countSelector` in the document at any frame (virtualized lists keep a screenful). */
  maxInDom: number;
  /** The scrollable height beyond the visible one, in CSS pixels (0: nothing to scroll). */
  scrollRange: number;
}

/** How to scroll: the element, pixels per frame, and how many frames at least (down and back up as needed). */
export interface ScrollOptions {
  selector: string;
  stepPx: number;
  /** Scroll to the end and back until this many frames are measured (a short list still gives a p95). */
  minFrames?: number;
  /** Stop after this many frames, wherever the scroll is. */
  maxFrames?: number;
  /** Elements counted in the document at every frame. */
  countSelector?: string;
}

/**
 * Scrolls the element `selector` by `stepPx` each animation frame, from the top to the end (and
 * back, while fewer than `minFrames` frames were measured), and answers each frame's time.
 */
export function scrollFrames(page: Page, options: ScrollOptions): Promise<ScrollRun> {
  const { selector, stepPx, minFrames = 0, maxFrames = 600, countSelector = '' } = options;
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  return page.evaluate<ScrollRun>(`new Promise((resolve) => {
    const scroller = document.querySelector(${JSON.stringify(selector)});
    scroller.scrollTop = 0;
    const range = scroller.scrollHeight - scroller.clientHeight;
    const countSelector = ${JSON.stringify(countSelector)};
    const deltas = []; let last = performance.now(); let maxInDom = 0; let direction = 1;
    const step = (now) => {
      deltas.push(now - last); last = now;
      if (countSelector) maxInDom = Math.max(maxInDom, document.querySelectorAll(countSelector).length);
      scroller.scrollTop += direction * ${stepPx};
      const atEnd = direction > 0 ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1 : scroller.scrollTop <= 0;
      const measured = deltas.length - 1;
      if (range < 1 || measured >= ${maxFrames} || (atEnd && measured >= ${minFrames})) resolve({ frames: deltas.slice(1), maxInDom, scrollRange: Math.max(0, range) });
      else { if (atEnd) direction = -direction; requestAnimationFrame(step); }
    };
    requestAnimationFrame(step);
  })`);
}

/** rAF deltas for `ms` milliseconds while the page does only what it does by itself. */
export function idleFrames(page: Page, ms: number): Promise<number[]> {
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const deltas = []; let last = performance.now(); const end = last + ${ms};
    const step = (now) => { deltas.push(now - last); last = now; if (now < end) requestAnimationFrame(step); else resolve(deltas.slice(1)); };
    requestAnimationFrame(step);
  })`);
}

/** Whether a p95 frame time is on time (within the aim, allowing vsync jitter). */
export function frameWithinAim(p95: number): boolean {
  return p95 <= FRAME_AIM_MS + VSYNC_JITTER_MS;
}

/** p50, p95 and max of frame times, the number of dropped frames, and whether p95 is within the aim. */
export function frameSummary(frames: readonly number[]): { p50: number; p95: number; max: number; dropped: number; withinAim: boolean } {
  const p95 = percentile(frames, 95);
  return {
    p50: percentile(frames, 50),
    p95,
    max: Math.max(...frames),
    dropped: frames.filter((value) => value > DROPPED_FRAME_MS).length,
    withinAim: frameWithinAim(p95),
  };
}
