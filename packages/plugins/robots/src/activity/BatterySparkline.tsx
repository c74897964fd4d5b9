import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { TimeChart, formatDateTime, formatPercent, useLanguage, useT } from '@fleetdeck/sdk';
import type { BatteryPoint } from './batteryPoints.js';

// Few readings (a fresh robot, a short range) are drawn as dots too, so a single reading still shows.
const MAX_DOTS = 120;
/** The low-battery line drawn across the chart, percent. */
const LOW_PERCENT = 20;

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, maxWidth: '600px' },
});

/** Battery over the chosen time range as a line from 0 to 100 % with the 20 % line, and in words for screen readers. */
export function BatterySparkline({ points, from, to }: { points: BatteryPoint[]; from: number; to: number }) {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const summaryId = useId();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return <Text data-testid="battery-chart-empty">{t('activity.noSamples')}</Text>;
  const summary = t('activity.batteryChart', {
    from: Math.round(first.percent), to: Math.round(last.percent),
    start: formatDateTime(first.at, language, { seconds: true }), end: formatDateTime(last.at, language, { seconds: true }),
  });
  return (
    <figure className={styles.figure}>
      <TimeChart
        title={t('activity.samples')}
        testId="battery-chart"
        describedBy={summaryId}
        from={from}
        to={to}
        min={0}
        max={100}
        height={120}
        formatValue={(value) => formatPercent(value / 100, language)}
        series={[
          { label: t('activity.samples'), colour: 'colorBrandForeground1', points: points.map((p) => ({ at: p.at, value: p.percent })), dots: points.length <= MAX_DOTS },
          { label: 'low', colour: 'colorPaletteRedBorder2', dash: [4, 4], points: [{ at: from, value: LOW_PERCENT }, { at: to, value: LOW_PERCENT }] },
        ]}
      />
      <Text size={200} id={summaryId}>{summary}</Text>
    </figure>
  );
}
