import type uPlot from 'uplot';

/** Axis colours and font from Fluent tokens, so charts read like the text around them. */
export function axisStyle(colour: (token: string) => string): Pick<uPlot.Axis, 'stroke' | 'grid' | 'ticks' | 'font'> {
  return {
    stroke: colour('colorNeutralForeground2'),
    grid: { stroke: colour('colorNeutralStroke2'), width: 1 },
    ticks: { stroke: colour('colorNeutralStroke2'), width: 1 },
    font: '12px system-ui, sans-serif',
  };
}

/** Tick labels for instants (uPlot gives seconds): hours and minutes within a day, month and day beyond. */
export function timeTicks(language: string): NonNullable<uPlot.Axis['values']> {
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const day = new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric' });
  return (_chart, splits) => {
    const first = splits[0] ?? 0;
    const last = splits[splits.length - 1] ?? 0;
    const format = last - first > 24 * 3600 ? day : time;
    return splits.map((seconds) => format.format(seconds * 1000));
  };
}
