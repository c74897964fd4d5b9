import { Spinner } from '@fluentui/react-components';
import {
  ErrorPanel, PageLayout, ReadOnlyTable, RoutePager, failureMessage, pageFromParam, useFormat, useParams, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';
import type { ThresholdLogRecord } from '@fleetdeck/model';

const PAGE_SIZE = 20;

/** /threshold/log/:page: the hits of the organization's threshold rules, newest first, 20 a page. */
export function ThresholdLogPage() {
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const rows = useQuery<ThresholdLogRecord[]>('/threshold-logs', { query: { filter: { order: ['occurredAt DESC', 'id DESC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } } });
  const count = useQuery<{ count: number }>('/threshold-logs/count');
  const error = rows.error ?? count.error;
  let body;
  if (error) body = <ErrorPanel title={t('title.log')} message={rt(failureMessage('fetch', error).key)} onRetry={() => { rows.reload(); count.reload(); }} />;
  else if (!rows.data || !count.data) body = <Spinner label={rt('list.loading')} />;
  else {
    body = (
      <>
        <ReadOnlyTable<ThresholdLogRecord>
          label={t('log.table')}
          testId="threshold-log"
          rows={rows.data}
          rowKey={(row) => row.id}
          emphasize={(row) => row.level === 9}
          columns={[
            { id: 'occurredAt', label: t('log.occurredAt'), render: (row) => format.dateTime(row.occurredAt) },
            { id: 'rule', label: t('log.rule'), render: (row) => row.ruleName },
            { id: 'level', label: t('log.level'), render: (row) => t(`level.${row.level}`) },
            { id: 'value', label: t('log.value'), render: (row) => format.number(row.value), align: 'end' },
            { id: 'message', label: t('log.message'), render: (row) => row.message },
          ]}
        />
        <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data.count} pathFor={(n) => `/threshold/log/${n}`} />
      </>
    );
  }
  return <PageLayout title={t('title.log')}>{body}</PageLayout>;
}
