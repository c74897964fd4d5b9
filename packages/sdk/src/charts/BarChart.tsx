import { useCallback, useMemo, useRef } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type uPlot from 'uplot';
import { axisStyle } from './chartAxes.js';
import { useUPlot, type ChartOptions } from './useUPlot.js';

/**
 * One kind of bar of a `BarChart`: its name, a Fluent colour token, and a value per category (null: none).
 * @group Charts
 * @example
 * ```tsx
 * const done: BarChartSeries = { label: t('done'), colour: 'colorPaletteGreenBackground3', values: buildings.map((b) => b.done) };
 * ```
 */
export interface BarChartSeries {
  label: string;
  /** A Fluent colour token name, such as `colorPaletteGreenBackground3`. */
  colour: string;
  values: ReadonlyArray<number | null>;
}

/**
 * Props of `BarChart`.
 * @group Charts
 * @example
 * ```tsx
 * const props: BarChartProps = { title: t('runs'), categories: buildings.map((b) => b.name), series: [done, failed], stacked: true };
 * return <BarChart {...props} />;
 * ```
 */
export interface BarChartProps {
  /** The chart's accessible name. */
  title: string;
  /** The bars' names along the axis, in order. */
  categories: readonly string[];
  series: readonly BarChartSeries[];
  /** Each category's bars drawn one on another (the first series at the bottom). */
  stacked?: boolean;
  /** The highest value drawn; from the values when left out. */
  max?: number;
  /** How a value reads on the axis. */
  formatValue?: (value: number) => string;
  height?: number;
  /** `data-testid` of the chart. */
  testId?: string;
  /** The id of the text or table that holds the numbers. */
  describedBy?: string;
}

/** Category names longer than this are cut on the axis (the text beside the chart has them whole). */
const LABEL_LENGTH = 16;

const useStyles = makeStyles({ chart: { width: '100%', minWidth: 0 } });

/**
 * Bars per category (runs per building, breaches per day, battery per robot), side by side or
 * stacked, drawn on a canvas by uPlot, which loads with the first chart. The canvas is one image
 * named by `title`; put the numbers in a table or words beside it and pass their id as `describedBy`.
 *
 * @group Charts
 * @example
 * ```tsx
 * <BarChart
 *   title={t('runs')}
 *   categories={buildings.map((b) => b.name)}
 *   series={[{ label: t('done'), colour: 'colorPaletteGreenBackground3', values: buildings.map((b) => b.done) }]}
 *   stacked
 *   describedBy={tableId}
 * />
 * ```
 */
export function BarChart({ title, categories, series, stacked = false, max, formatValue, height = 200, testId, describedBy }: BarChartProps) {
  const styles = useStyles();
  const container = useRef<HTMLDivElement>(null);
  const shape = `${categories.join('|')}#${series.map((line) => `${line.label}:${line.colour}`).join('|')}#${stacked}`;
  // Stacked bars are drawn tallest first: each series' bar reaches the sum of it and those below it.
  const drawn = useMemo(() => {
    if (!stacked) return series;
    const sums = categories.map(() => 0);
    const tops = series.map((line) => ({ ...line, values: line.values.map((value, i) => (sums[i] = (sums[i] ?? 0) + (value ?? 0))) }));
    return tops.reverse();
  }, [series, categories, stacked]);
  const data = useMemo<uPlot.AlignedData>(() => [categories.map((_, i) => i), ...drawn.map((line) => [...line.values])], [categories, drawn]);
  // Rebuilt only when what is drawn changes shape, not for new values.
  const options = useCallback<ChartOptions>((UPlot, colour) => {
    const bars = UPlot.paths.bars?.({ size: [stacked ? 0.6 : 0.8 / Math.max(1, drawn.length), 48], gap: 2 });
    return {
      height,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, categories.length - 0.5] },
        y: { range: (_chart, _low, high) => [0, max ?? Math.max(1, high)] },
      },
      axes: [
        {
          ...axisStyle(colour),
          splits: () => categories.map((_, i) => i),
          values: (_chart, splits) => splits.map((i) => {
            const name = categories[i] ?? '';
            return name.length > LABEL_LENGTH ? `${name.slice(0, LABEL_LENGTH - 1)}…` : name;
          }),
          ...(categories.length > 8 ? { rotate: -45, size: 80 } : {}),
        },
        { ...axisStyle(colour), size: 56, ...(formatValue ? { values: (_chart: uPlot, splits: number[]) => splits.map(formatValue) } : {}) },
      ],
      series: [{}, ...drawn.map((line) => ({ label: line.label, fill: colour(line.colour), stroke: colour(line.colour), width: 0, paths: bars, points: { show: false } }))],
    };
    // `shape` stands for the series, categories and formats, which are new objects each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, max, height]);
  const state = useUPlot(container, options, data);
  return <div ref={container} className={styles.chart} role="img" aria-label={title} aria-describedby={describedBy} data-testid={testId} data-chart={state} />;
}
