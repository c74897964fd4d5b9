import { useEffect, useState, type RefObject } from 'react';

/** The content size of an element, following its resizes (the canvas fills its panel). */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) => (old.width === Math.floor(width) && old.height === Math.floor(height) ? old : { width: Math.floor(width), height: Math.floor(height) }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
