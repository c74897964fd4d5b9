import { useEffect, useRef, useState, type RefObject } from 'react';
import type uPlot from 'uplot';

/** What a chart draws, given uPlot itself (for its path builders) and a Fluent colour token reader. */
export type ChartOptions = (UPlot: typeof uPlot, colour: (token: string) => string) => Omit<uPlot.Options, 'width'>;

/** Whether a chart is drawn yet, or could not be (shown as `data-chart` for tests and styling). */
export type ChartState = 'loading' | 'drawn' | 'failed';

/** The narrowest a chart is drawn, so a collapsed container still gives readable axes. */
const MIN_WIDTH = 240;

/**
 * Draws a uPlot chart into `container`, loading uPlot on first use, following the container's
 * width and redrawing when `options` or `data` change (both are expected to be memoized). Fluent
 * colour tokens (`colorPaletteGreenBackground3`) are read from the container's computed style,
 * since a canvas cannot use CSS variables. Answers whether it is drawn, or could not be (no canvas,
 * as in a DOM without one): the text beside every chart still says what it shows.
 */
export function useUPlot(container: RefObject<HTMLDivElement | null>, options: ChartOptions, data: uPlot.AlignedData): ChartState {
  const chart = useRef<uPlot | null>(null);
  const [state, setState] = useState<ChartState>('loading');
  const latestData = useRef(data);
  latestData.current = data;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // uPlot draws after it is made, where a missing 2D context would throw out of reach.
    if (!document.createElement('canvas').getContext('2d')) {
      setState('failed');
      return;
    }
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const style = getComputedStyle(element);
    const colour = (token: string) => style.getPropertyValue(`--${token}`).trim() || token;
    void import('./uplot.js').then(({ default: UPlot }) => {
      if (disposed) return;
      const width = () => Math.max(MIN_WIDTH, element.clientWidth);
      try {
        const made = new UPlot({ ...options(UPlot, colour), width: width() }, latestData.current, element);
        chart.current = made;
        setState('drawn');
        observer = new ResizeObserver(() => made.setSize({ width: width(), height: made.height }));
        observer.observe(element);
      } catch {
        setState('failed');
      }
    }, () => setState('failed'));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [container, options]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  return state;
}
