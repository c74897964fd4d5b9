import { useLayoutEffect, useState, type RefObject } from 'react';

// Keeps clear of the page frame's bottom padding, and never so small that a card or a few rows cannot show.
const BOTTOM_GAP = 24;
const MIN_HEIGHT = 360;

/**
 * The height that lets an element reach the bottom of the scrolling page area (`main`) it sits
 * in, so a grid or list fills the screen instead of a fixed box that leaves a band under it.
 * Measured again when that area resizes or something above the element (an alert) comes or goes.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useLayoutEffect(() => {
    const element = ref.current;
    const area = element?.closest('main') ?? document.documentElement;
    if (!element) return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(area.clientHeight - top - BOTTOM_GAP)));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(area);
    const changed = new MutationObserver(measure);
    changed.observe(area, { childList: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
  return height;
}
