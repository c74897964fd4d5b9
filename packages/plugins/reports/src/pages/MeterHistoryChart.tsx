import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ReportDetailType, type ReportDetailRecord } from '@fleetdeck/model';
import { useFormat, useQuery, useT } from '@fleetdeck/sdk';

const WIDTH = 480;
const HEIGHT = 160;
const PAD = 32;
/** How many of a meter's newest readings the chart shows. */
const HISTORY = 100;

const useStyles = makeStyles({
  chart: { display: 'block', maxWidth: '100%', color: tokens.colorBrandForeground1 },
  axis: { stroke: tokens.colorNeutralStroke1 },
  label: { fill: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase100 },
});

/**
 * A check item's meter readings over its flow runs, oldest left: a line through each value with the
 * reading of this report marked, and the range written on the axis. Readings that failed are left out.
 */
export function MeterHistoryChart({ checkItemId, itemName, currentReportId }: { checkItemId: number; itemName: string; currentReportId: number }) {
  const t = useT();
  const readings = useQuery<ReportDetailRecord[]>('/report-details', {
    query: { filter: { where: { checkItemId, type: ReportDetailType.meter }, order: ['occurredAt DESC', 'id DESC'], limit: HISTORY } },
  });
  const points = (readings.data ?? []).filter((row) => row.value !== null).reverse();
  return (
    <section aria-label={`${t('meterHistory.title')}: ${itemName}`} data-testid={`meter-history-${checkItemId}`}>
      <Subtitle2 as="h3">{`${t('meterHistory.title')}: ${itemName}`}</Subtitle2>
      {points.length === 0 ? <Text>{t('meterHistory.none')}</Text> : <HistoryLine rows={points} itemName={itemName} currentReportId={currentReportId} />}
    </section>
  );
}

/** The chart itself: values scaled between the lowest and highest shown, time spaced evenly. */
function HistoryLine({ rows, itemName, currentReportId }: { rows: ReportDetailRecord[]; itemName: string; currentReportId: number }) {
  const t = useT();
  const format = useFormat();
  const styles = useStyles();
  const values = rows.map((row) => row.value as number);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) => PAD + (rows.length === 1 ? (WIDTH - 2 * PAD) / 2 : (i * (WIDTH - 2 * PAD)) / (rows.length - 1));
  const y = (value: number) => HEIGHT - PAD / 2 - ((value - low) / span) * (HEIGHT - PAD);
  const unit = rows[0]!.unit;
  const label = t('meterHistory.chart', { item: itemName, count: rows.length, first: format.dateTime(rows[0]!.occurredAt), last: format.dateTime(rows.at(-1)!.occurredAt) });
  return (
    <svg className={styles.chart} role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
      <line className={styles.axis} x1={PAD} y1={HEIGHT - PAD / 2} x2={WIDTH - PAD} y2={HEIGHT - PAD / 2} />
      <text className={styles.label} x={2} y={y(high) + 4}>{`${format.number(high)} ${unit}`.trim()}</text>
      <text className={styles.label} x={2} y={y(low)}>{`${format.number(low)} ${unit}`.trim()}</text>
      <polyline fill="none" stroke="currentColor" strokeWidth={2} points={rows.map((row, i) => `${x(i)},${y(row.value as number)}`).join(' ')} />
      {rows.map((row, i) => (
        <circle key={row.id} cx={x(i)} cy={y(row.value as number)} r={row.reportId === currentReportId ? 5 : 2.5} fill="currentColor">
          <title>{`${format.dateTime(row.occurredAt)}: ${format.number(row.value as number)} ${row.unit}`.trim()}</title>
        </circle>
      ))}
    </svg>
  );
}
