import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime, useLanguage, useT } from '@fleetdeck/sdk';
import { sparklinePath, type BatteryPoint } from './batteryPoints.js';

const WIDTH = 600;
const HEIGHT = 80;

// Few readings (a fresh robot, a short range) are drawn as dots too, so a single reading still shows.
const MAX_DOTS = 120;

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, maxWidth: `${WIDTH}px` },
  axis: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  dot: { fill: tokens.colorBrandForeground1 },
  chart: { width: '100%', maxWidth: `${WIDTH}px`, height: `${HEIGHT}px`, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2 },
  low: { stroke: tokens.colorPaletteRedBorder2, strokeDasharray: '4 4' },
});

/** Battery over the chosen time range as a small SVG line, with its 20% line and a text summary for screen readers. */
export function BatterySparkline({ points, from, to }: { points: BatteryPoint[]; from: number; to: number }) {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return <Text data-testid="battery-chart-empty">{t('activity.noSamples')}</Text>;
  const summary = t('activity.batteryChart', {
    from: Math.round(first.percent), to: Math.round(last.percent),
    start: formatDateTime(first.at, language, { seconds: true }), end: formatDateTime(last.at, language, { seconds: true }),
  });
  const lowY = HEIGHT - 0.2 * HEIGHT;
  const path = sparklinePath(points, from, to, WIDTH, HEIGHT);
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={summary} data-testid="battery-chart">
        <line x1={0} x2={WIDTH} y1={lowY} y2={lowY} className={styles.low} />
        <polyline className={styles.line} points={path} />
        {points.length <= MAX_DOTS
          ? path.split(' ').map((xy) => {
              const [x, y] = xy.split(',');
              return <circle key={xy} cx={x} cy={y} r={3} className={styles.dot} />;
            })
          : null}
      </svg>
      <Text size={200} className={styles.axis} aria-hidden>
        <span>{formatDateTime(from, language, { seconds: true })}</span>
        <span>{formatDateTime(to, language, { seconds: true })}</span>
      </Text>
    </figure>
  );
}
