import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ReadOnlyTable, useFormat, useT } from '@fleetdeck/sdk';
import { BREACH_LEVELS, type BreachLevel, type DayBreaches } from './breachesByDay.js';

// Plain SVG like the runs chart: a week of stacked columns needs no chart library.
const WIDTH = 640;
const HEIGHT = 160;
const AXIS = 20;
const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, maxWidth: `${WIDTH}px` },
  chart: { width: '100%', maxWidth: `${WIDTH}px` },
  label: { fill: tokens.colorNeutralForeground1, fontSize: '12px' },
  level0: { fill: tokens.colorPaletteBlueBackground2 },
  level5: { fill: tokens.colorPaletteMarigoldBackground3 },
  level9: { fill: tokens.colorPaletteRedBackground3 },
});

/** Threshold breaches per day stacked by level, titled for screen readers, with the same counts in a table below. */
export function BreachChart({ days, title }: { days: readonly DayBreaches[]; title: string }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const titleId = useId();
  const total = (d: DayBreaches) => BREACH_LEVELS.reduce<number>((sum, level) => sum + d.counts[level], 0);
  if (days.every((d) => total(d) === 0)) return <Text data-testid="breach-chart-empty">{t('dashboard.noBreaches')}</Text>;
  const most = Math.max(1, ...days.map(total));
  const column = WIDTH / days.length;
  const scale = (HEIGHT - AXIS - 16) / most;
  const fill: Record<BreachLevel, string> = { 0: styles.level0, 5: styles.level5, 9: styles.level9 };
  const levelWords = (level: BreachLevel) => t(`trigger.levels.${level}`);
  const shortDay = (day: string) => day.slice(5).replace('-', '/');
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} data-testid="breach-chart">
        <title id={titleId}>{title}</title>
        {days.map((d, i) => {
          const x = i * column + column * 0.2;
          let y = HEIGHT - AXIS;
          return (
            <g key={d.day}>
              {BREACH_LEVELS.map((level) => {
                const h = d.counts[level] * scale;
                y -= h;
                return h > 0 ? <rect key={level} x={x} y={y} width={column * 0.6} height={h} className={fill[level]} /> : null;
              })}
              <text x={x} y={y - 4} className={styles.label}>{format.number(total(d))}</text>
              <text x={x} y={HEIGHT - 4} className={styles.label}>{shortDay(d.day)}</text>
            </g>
          );
        })}
      </svg>
      <ReadOnlyTable<DayBreaches>
        label={t('dashboard.breachTable')}
        testId="breach-table"
        rows={days}
        rowKey={(d) => d.day}
        columns={[
          { id: 'day', label: t('dashboard.day'), render: (d) => d.day },
          ...BREACH_LEVELS.map((level) => ({ id: String(level), label: levelWords(level), render: (d: DayBreaches) => format.number(d.counts[level]), align: 'end' as const })),
        ]}
      />
    </figure>
  );
}
