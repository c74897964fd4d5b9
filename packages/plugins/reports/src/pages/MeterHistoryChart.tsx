import { Subtitle2, Text } from '@fluentui/react-components';
import { ReportDetailType, type ReportDetailRecord } from '@fleetdeck/model';
import { TimeChart, useFormat, useQuery, useT } from '@fleetdeck/sdk';

/** How many of a meter's newest readings the chart shows. */
const HISTORY = 100;

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

/** The chart itself: each reading at its time, this report's reading marked again in the alert colour. */
function HistoryLine({ rows, itemName, currentReportId }: { rows: ReportDetailRecord[]; itemName: string; currentReportId: number }) {
  const t = useT();
  const format = useFormat();
  const unit = rows[0]!.unit;
  const point = (row: ReportDetailRecord) => ({ at: Date.parse(row.occurredAt), value: row.value as number });
  const label = t('meterHistory.chart', { item: itemName, count: rows.length, first: format.dateTime(rows[0]!.occurredAt), last: format.dateTime(rows.at(-1)!.occurredAt) });
  return (
    <TimeChart
      title={label}
      testId="meter-history-chart"
      height={160}
      formatValue={(value) => `${format.number(value)} ${unit}`.trim()}
      series={[
        { label: itemName, colour: 'colorBrandForeground1', points: rows.map(point), dots: true },
        { label: t('meterHistory.title'), colour: 'colorPaletteRedForeground1', points: rows.filter((row) => row.reportId === currentReportId).map(point), dots: true },
      ]}
    />
  );
}
