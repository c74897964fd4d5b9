import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { BatteryHistory } from './batteryHistory.js';

// Distinct, colour-blind-friendly line colours (Okabe–Ito), one per building in order.
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
const HEIGHT = 240;

function chartData(history: BatteryHistory, ids: number[]): uPlot.AlignedData {
  return [history.times, ...ids.map((id) => history.series.get(id) ?? [])];
}

/** Average battery per building over time, drawn by uPlot (bundled into this view). */
export function BatteryChart({ history, names, label }: { history: BatteryHistory; names: ReadonlyMap<number, string>; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const ids = [...history.series.keys()];
  const seriesKey = ids.map((id) => `${id}:${names.get(id) ?? ''}`).join('|');
  const latest = useRef({ history, ids });
  latest.current = { history, ids };

  // A new set of buildings needs new series: rebuild the chart; otherwise only the data changes.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { history: current, ids: currentIds } = latest.current;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 320),
        height: HEIGHT,
        scales: { y: { range: [0, 100] } },
        axes: [{}, { values: (_u, ticks) => ticks.map((tick) => `${tick}%`) }],
        series: [
          {},
          ...currentIds.map((id, index) => ({
            label: names.get(id) ?? String(id),
            stroke: palette[index % palette.length],
            width: 2,
            spanGaps: true,
          })),
        ],
      },
      chartData(current, currentIds),
      element,
    );
    plot.current = chart;
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 320), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
      plot.current = null;
    };
    // names is read through seriesKey, which changes exactly when the series must.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seriesKey]);

  useEffect(() => {
    plot.current?.setData(chartData(history, ids));
    // ids derives from history.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);

  return <div ref={container} role="img" aria-label={label} data-testid="battery-chart" />;
}
