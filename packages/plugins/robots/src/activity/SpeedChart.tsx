import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { TimeChart, formatDateTime, formatNumber, useLanguage, useT } from '@fleetdeck/sdk';
import { SPEED_SCALE_MIN, speedSummary, type SpeedPoint } from './speedPoints.js';

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, maxWidth: '600px' },
});

/** Speed over the chosen time range as a line (like the battery's), titled, with its highest and mean speed in words below it. */
export function SpeedChart({ points, from, to }: { points: SpeedPoint[]; from: number; to: number }) {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const summaryId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return <Text data-testid="speed-chart-empty">{t('activity.noSpeed')}</Text>;
  const { max, mean } = speedSummary(points);
  const metres = (value: number) => formatNumber(value, { maximumFractionDigits: 2 }, language);
  return (
    <figure className={styles.figure}>
      <TimeChart
        title={t('activity.speed')}
        testId="speed-chart"
        describedBy={summaryId}
        from={from}
        to={to}
        min={0}
        max={Math.max(SPEED_SCALE_MIN, max)}
        height={120}
        formatValue={metres}
        series={[{ label: t('activity.speed'), colour: 'colorPaletteTealForeground2', points: points.map((p) => ({ at: p.at, value: p.speed })) }]}
      />
      <Text id={summaryId} data-testid="speed-summary">
        {t('activity.speedSummary', {
          max: metres(max), mean: metres(mean), n: points.length,
          start: formatDateTime(first.at, language, { seconds: true }), end: formatDateTime(last.at, language, { seconds: true }),
        })}
      </Text>
    </figure>
  );
}
