import { useMemo, useState } from 'react';
import { Button, Field, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ScheduleReasonText, ScheduleResult, type ScheduleLogRecord } from '@fleetdeck/model';
import {
  ErrorPanel, PageLayout, api, ReadOnlyTable, RoutePager, failureMessage, pageFromParam, useChoices, useFormat, useLanguage, useNavigate, useParams, useQuery,
  useResourceT, useT,
} from '@fleetdeck/sdk';
import { toCsv } from './logCsv.js';

const PAGE_SIZE = 20;
/** Rows one CSV export holds, newest first. */
const CSV_LIMIT = 5000;
const useStyles = makeStyles({ bar: { display: 'flex', alignItems: 'end', columnGap: tokens.spacingHorizontalL } });

/** /schedule/log/:page: every occurrence with planned and actual times, robot, flow, §4 result and reason; filtered by result, exported as CSV. */
export function ScheduleLogPage() {
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const language = useLanguage();
  const navigate = useNavigate();
  const styles = useStyles();
  const [result, setResult] = useState('');
  const where = result === '' ? undefined : { result };
  const rows = useQuery<ScheduleLogRecord[]>('/schedule-logs', { query: { filter: { where, order: ['plannedStart DESC', 'id DESC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } } });
  const count = useQuery<{ count: number }>('/schedule-logs/count', { query: where ? { where } : {} });
  const robots = useChoices('/robots');
  const flows = useChoices('/flows');
  const names = useMemo(() => ({
    robot: new Map(robots.map((c) => [Number(c.value), c.label])),
    flow: new Map(flows.map((c) => [Number(c.value), c.label])),
  }), [robots, flows]);
  const time = (value: string | null) => (value ? format.dateTime(value) : '—');
  const cells = (row: ScheduleLogRecord): string[] => [
    time(row.plannedStart), time(row.plannedEnd), time(row.startedAt), time(row.finishedAt), row.title,
    names.robot.get(row.robotId) ?? String(row.robotId), names.flow.get(row.flowId) ?? String(row.flowId),
    t(`result.${row.result}`), row.reason ? ScheduleReasonText[row.reason][language] : '',
  ];
  const header = ['plannedStart', 'plannedEnd', 'startedAt', 'finishedAt', 'title', 'robot', 'flow', 'result', 'reason'].map((key) => t(`log.${key}`));
  const exportCsv = async () => {
    const all = await api.get<ScheduleLogRecord[]>('/schedule-logs', { query: { filter: { where, order: ['plannedStart DESC', 'id DESC'], limit: CSV_LIMIT } } });
    const url = URL.createObjectURL(new Blob([toCsv(header, all.map(cells))], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'schedule-log.csv';
    link.click();
    URL.revokeObjectURL(url);
  };
  const error = rows.error ?? count.error;
  let body;
  if (error) body = <ErrorPanel title={t('title.log')} message={rt(failureMessage('fetch', error).key)} onRetry={() => { rows.reload(); count.reload(); }} />;
  else if (!rows.data || !count.data) body = <Spinner label={rt('list.loading')} />;
  else {
    body = (
      <>
        <ReadOnlyTable<ScheduleLogRecord>
          label={t('log.table')}
          testId="schedule-log"
          rows={rows.data}
          rowKey={(row) => row.id}
          emphasize={(row) => row.result === 'fail'}
          columns={header.map((label, index) => ({ id: String(index), label, render: (row: ScheduleLogRecord) => cells(row)[index] }))}
        />
        <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data.count} pathFor={(n) => `/schedule/log/${n}`} />
      </>
    );
  }
  return (
    <PageLayout title={t('title.log')}>
      <div className={styles.bar}>
        <Field label={t('log.filter')}>
          <Select value={result} onChange={(_, data) => { setResult(data.value); if (page !== 1) navigate('/schedule/log/1'); }}>
            <option value="">{t('log.all')}</option>
            {ScheduleResult.map((value) => <option key={value} value={value}>{t(`result.${value}`)}</option>)}
          </Select>
        </Field>
        <Button onClick={() => void exportCsv()}>{t('log.csv')}</Button>
      </div>
      {body}
    </PageLayout>
  );
}
