import { Spinner } from '@fluentui/react-components';
import { TriggerFailureText, type TriggerLogRecord } from '@fleetdeck/model';
import {
  ErrorPanel, PageLayout, ReadOnlyTable, RoutePager, failureMessage, pageFromParam, useFormat, useLanguage, useParams, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';

const PAGE_SIZE = 20;
const COLUMNS = ['occurredAt', 'ruleName', 'eventType', 'targetType', 'summary', 'result', 'failure', 'detail'] as const;

/** /system/trigger-log/:page: every firing of a trigger rule, newest first: the event, the target, and how it ended. */
export function TriggerLogPage() {
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const language = useLanguage();
  const order = ['occurredAt DESC', 'id DESC'];
  const rows = useQuery<TriggerLogRecord[]>('/system/trigger-logs', { query: { filter: { order, limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } } });
  const count = useQuery<{ count: number }>('/system/trigger-logs/count', { query: {} });
  const cell = (row: TriggerLogRecord, column: (typeof COLUMNS)[number]): string => {
    switch (column) {
      case 'occurredAt': return format.dateTime(row.occurredAt);
      case 'eventType': return t(`trigger.events.${row.eventType}`);
      case 'targetType': return t(`trigger.targets.${row.targetType}`);
      case 'result': return t(`triggerLog.results.${row.result ?? 'pending'}`);
      case 'failure': return row.failure ? TriggerFailureText[row.failure][language] : '';
      default: return row[column];
    }
  };
  const error = rows.error ?? count.error;
  let body;
  if (error) body = <ErrorPanel title={t('title.triggerLog')} message={rt(failureMessage('fetch', error).key)} onRetry={() => { rows.reload(); count.reload(); }} />;
  else if (!rows.data || !count.data) body = <Spinner label={rt('list.loading')} />;
  else {
    body = (
      <>
        <ReadOnlyTable<TriggerLogRecord>
          label={t('triggerLog.table')}
          testId="trigger-log"
          rows={rows.data}
          rowKey={(row) => row.id}
          emphasize={(row) => row.result === 'fail'}
          columns={COLUMNS.map((column) => ({ id: column, label: t(`triggerLog.${column}`), render: (row: TriggerLogRecord) => cell(row, column) }))}
        />
        <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data.count} pathFor={(n) => `/system/trigger-log/${n}`} />
      </>
    );
  }
  return <PageLayout title={t('title.triggerLog')}>{body}</PageLayout>;
}
