import { Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ReportDetailType, type ReportDetailRecord, type ReportHeaderRecord } from '@fleetdeck/model';
import { ErrorPanel, PageLayout, ReadOnlyTable, useFormat, useParams, useQuery, useT } from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { ExportPanel } from '../export/ExportPanel.js';
import { DetailPicture } from './DetailPicture.js';
import { MeterHistoryChart } from './MeterHistoryChart.js';
import { useRobotNames } from './useRobotNames.js';

const useStyles = makeStyles({
  summary: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, marginBlock: tokens.spacingVerticalM },
});

const pictured = new Set<number>([ReportDetailType.photo, ReportDetailType.thermal]);

/** /report/:id: a report's summary, what it recorded (photos, thermal frames, readings, errors) and its export. */
export function ReportDetailPage() {
  const { id } = useParams();
  const t = useT();
  const styles = useStyles();
  const format = useFormat();
  const report = useQuery<ReportHeaderRecord>(`/reports/${String(id)}`);
  const details = useQuery<ReportDetailRecord[]>('/report-details', { query: { filter: { where: { reportId: Number(id) }, order: ['occurredAt ASC', 'id ASC'], limit: 1000 } } });
  const items = useQuery<Array<{ id: number; name: string }>>('/check-items', { query: { filter: { fields: ['id', 'name'], limit: 1000 } } });
  const itemNames = useMemo(() => new Map((items.data ?? []).map((item) => [item.id, item.name])), [items.data]);
  const robots = useRobotNames();
  const error = report.error ?? details.error;
  if (error) return <PageLayout title={t('title.detail')}><ErrorPanel title={t('title.detail')} message={t('detail.loadError')} onRetry={() => { report.reload(); details.reload(); }} /></PageLayout>;
  if (!report.data || !details.data) return <PageLayout title={t('title.detail')}><Spinner /></PageLayout>;
  const header = report.data;
  const meterItems = [...new Set(details.data.flatMap((row) => (row.type === ReportDetailType.meter && row.checkItemId ? [row.checkItemId] : [])))];
  const itemName = (row: ReportDetailRecord) => (row.checkItemId ? (itemNames.get(row.checkItemId) ?? `#${row.checkItemId}`) : t('detail.noItem'));
  const reading = (row: ReportDetailRecord) => {
    if (row.value !== null) return `${row.label} ${format.number(row.value)} ${row.unit}`.trim();
    return row.label;
  };
  return (
    <PageLayout title={`${t('title.detail')}: ${header.name}`}>
      <section aria-label={t('detail.summary')} className={styles.summary} data-testid="report-summary">
        <Text weight="semibold">{t('list.type')}</Text><Text>{t(`headerType.${header.type}`)}</Text>
        <Text weight="semibold">{t('list.result')}</Text><Text data-testid="report-result">{t(`result.${header.result ?? 'running'}`)}</Text>
        <Text weight="semibold">{t('list.robot')}</Text><Text>{robots.get(header.robotId) ?? ''}</Text>
        <Text weight="semibold">{t('list.startedAt')}</Text><Text>{format.dateTime(header.startedAt)}</Text>
        <Text weight="semibold">{t('list.endedAt')}</Text><Text>{header.endedAt ? format.dateTime(header.endedAt) : ''}</Text>
      </section>
      <ExportPanel reportIds={[header.id]} />
      <Subtitle2 as="h2">{t('detail.details')}</Subtitle2>
      <ReadOnlyTable<ReportDetailRecord>
        label={t('detail.table')}
        testId="report-details"
        rows={details.data}
        rowKey={(row) => row.id}
        emphasize={(row) => row.result !== 0}
        columns={[
          { id: 'occurredAt', label: t('detail.occurredAt'), render: (row) => format.dateTime(row.occurredAt) },
          { id: 'type', label: t('detail.type'), render: (row) => t(`detailType.${row.type}`) },
          { id: 'checkItem', label: t('detail.checkItem'), render: itemName },
          { id: 'reading', label: t('detail.reading'), render: reading },
          { id: 'result', label: t('detail.result'), render: (row) => t(`result.${row.result}`) },
          { id: 'place', label: t('detail.place'), render: (row) => (row.x !== null && row.y !== null ? `${format.number(row.x, { maximumFractionDigits: 1 })}, ${format.number(row.y, { maximumFractionDigits: 1 })}` : '') },
          {
            id: 'picture',
            label: t('detail.picture'),
            render: (row) => (row.fileId && pictured.has(row.type)
              ? <DetailPicture fileId={row.fileId} testId={`detail-picture-${row.type === ReportDetailType.thermal ? 'thermal' : 'photo'}`} alt={t('detail.photoAlt', { type: t(`detailType.${row.type}`), item: itemName(row), time: format.dateTime(row.occurredAt) })} />
              : null),
          },
        ]}
      />
      {meterItems.map((checkItemId) => (
        <MeterHistoryChart key={checkItemId} checkItemId={checkItemId} itemName={itemNames.get(checkItemId) ?? `#${checkItemId}`} currentReportId={header.id} />
      ))}
    </PageLayout>
  );
}
