import { useCallback, useMemo, useRef } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type uPlot from 'uplot';
import { useLanguage } from '../i18n/language.js';
import { axisStyle, timeTicks } from './chartAxes.js';
import { useUPlot, type ChartOptions } from './useUPlot.js';

/**
 * One line of a `TimeChart`: its name, a Fluent colour token, and its points (instants in ms).
 * @group Charts
 * @example
 * ```tsx
 * const speed: TimeChartSeries = { label: t('speed'), colour: 'colorPaletteTealForeground2', points: samples.map((s) => ({ at: s.at, value: s.speed })) };
 * ```
 */
export interface TimeChartSeries {
  label: string;
  /** A Fluent colour token name, such as `colorPaletteTealForeground2`. */
  colour: string;
  points: ReadonlyArray<{ at: number; value: number }>;
  /** Dashes for a reference line (a threshold), such as `[4, 4]`. */
  dash?: number[];
  /** Dots on the points too: a single reading still shows. */
  dots?: boolean;
}

/**
 * Props of `TimeChart`.
 * @group Charts
 * @example
 * ```tsx
 * const props: TimeChartProps = { title: t('speed'), series: [speed], from: start, to: Date.now(), min: 0 };
 * return <TimeChart {...props} />;
 * ```
 */
export interface TimeChartProps {
  /** The chart's accessible name. */
  title: string;
  series: readonly TimeChartSeries[];
  /** The time range drawn (ms); the points' own range when left out. */
  from?: number;
  to?: number;
  /** The value range drawn; from the points when left out. */
  min?: number;
  max?: number;
  /** How a value reads on the axis (a unit, a percent). */
  formatValue?: (value: number) => string;
  height?: number;
  /** `data-testid` of the chart. */
  testId?: string;
  /** The id of the text that says in words what the chart shows. */
  describedBy?: string;
}

const useStyles = makeStyles({ chart: { width: '100%', minWidth: 0 } });

/** Every point's instant once, in order, in seconds, with each series' value there (null where it has none). */
function alignedData(series: readonly TimeChartSeries[]): uPlot.AlignedData {
  const instants = [...new Set(series.flatMap((line) => line.points.map((point) => point.at)))].sort((a, b) => a - b);
  const lines = series.map((line) => {
    const byInstant = new Map(line.points.map((point) => [point.at, point.value]));
    return instants.map((at) => byInstant.get(at) ?? null);
  });
  return [instants.map((at) => at / 1000), ...lines];
}

/**
 * Lines over time (battery, speed, a meter's readings), drawn on a canvas by uPlot, which loads with
 * the first chart. The canvas is one image named by `title`; put the numbers in words or a table
 * beside it and pass that text's id as `describedBy`.
 *
 * @group Charts
 * @example
 * ```tsx
 * <TimeChart
 *   title={t('battery')}
 *   series={[{ label: t('battery'), colour: 'colorPaletteGreenForeground1', points }]}
 *   min={0}
 *   max={100}
 *   formatValue={(value) => `${value}%`}
 *   describedBy={summaryId}
 * />
 * ```
 */
export function TimeChart({ title, series, from, to, min, max, formatValue, height = 160, testId, describedBy }: TimeChartProps) {
  const styles = useStyles();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const data = useMemo(() => alignedData(series), [series]);
  // Read when the chart redraws for new data: a moving time range does not rebuild the chart.
  const ranges = useRef({ from, to, min, max });
  ranges.current = { from, to, min, max };
  const shape = `${series.map((line) => `${line.label}:${line.colour}:${line.dash?.join(',') ?? ''}:${line.dots ?? false}`).join('|')}`;
  // Rebuilt only when what is drawn changes shape, not for new points.
  const options = useCallback<ChartOptions>((_UPlot, colour) => ({
    height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: {
        time: true,
        range: (_chart, low, high) => {
          const { from: start, to: end } = ranges.current;
          if (start !== undefined && end !== undefined) return [start / 1000, end / 1000];
          // One instant alone: a minute either side, so the point sits in the middle.
          return low === high ? [low - 60, high + 60] : [low, high];
        },
      },
      y: {
        range: (_chart, low, high) => {
          const { min: bottom, max: top } = ranges.current;
          const [lowest, highest] = [bottom ?? low, top ?? high];
          // One value alone (or all alike): one either side, so the line sits in the middle.
          return lowest === highest ? [lowest - 1, highest + 1] : [lowest, highest];
        },
      },
    },
    axes: [
      { ...axisStyle(colour), values: timeTicks(language) },
      { ...axisStyle(colour), size: 56, ...(formatValue ? { values: (_chart: uPlot, splits: number[]) => splits.map(formatValue) } : {}) },
    ],
    series: [{}, ...series.map((line) => ({
      label: line.label, stroke: colour(line.colour), width: 2, spanGaps: true, ...(line.dash ? { dash: line.dash } : {}),
      points: line.dots ? { show: true, size: 6, fill: colour(line.colour) } : { show: false },
    }))],
    // `shape` stands for the series, categories and formats, which are new objects each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [shape, height, language]);
  const state = useUPlot(container, options, data);
  return <div ref={container} className={styles.chart} role="img" aria-label={title} aria-describedby={describedBy} data-testid={testId} data-chart={state} />;
}
