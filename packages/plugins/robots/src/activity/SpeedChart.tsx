import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime, formatNumber, useLanguage, useT } from '@fleetdeck/sdk';
import { SPEED_SCALE_MIN, speedPath, speedSummary, type SpeedPoint } from './speedPoints.js';

const WIDTH = 600;
const HEIGHT = 80;

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, maxWidth: `${WIDTH}px` },
  axis: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  chart: { width: '100%', maxWidth: `${WIDTH}px`, height: `${HEIGHT}px`, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  line: { fill: 'none', stroke: tokens.colorPaletteTealForeground2, strokeWidth: 2 },
});

/** Speed over the chosen time range as a small SVG line (like the battery's), titled, with its highest and mean speed in words below it. */
export function SpeedChart({ points, from, to }: { points: SpeedPoint[]; from: number; to: number }) {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const titleId = useId();
  const summaryId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return <Text data-testid="speed-chart-empty">{t('activity.noSpeed')}</Text>;
  const { max, mean } = speedSummary(points);
  const top = Math.max(SPEED_SCALE_MIN, max);
  const metres = (value: number) => formatNumber(value, { maximumFractionDigits: 2 }, language);
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={titleId} aria-describedby={summaryId} data-testid="speed-chart">
        <title id={titleId}>{t('activity.speed')}</title>
        <polyline className={styles.line} points={speedPath(points, from, to, top, WIDTH, HEIGHT)} />
      </svg>
      <Text size={200} className={styles.axis} aria-hidden>
        <span>{formatDateTime(from, language, { seconds: true })}</span>
        <span>{formatDateTime(to, language, { seconds: true })}</span>
      </Text>
      <Text id={summaryId} data-testid="speed-summary">
        {t('activity.speedSummary', {
          max: metres(max), mean: metres(mean), n: points.length,
          start: formatDateTime(first.at, language, { seconds: true }), end: formatDateTime(last.at, language, { seconds: true }),
        })}
      </Text>
    </figure>
  );
}
