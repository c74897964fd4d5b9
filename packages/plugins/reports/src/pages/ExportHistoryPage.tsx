import { Button, Spinner, Text } from '@fluentui/react-components';
import type { ExportJobRecord } from '@fleetdeck/model';
import {
  ErrorPanel, PageLayout, ReadOnlyTable, RoutePager, failureMessage, pageFromParam, useFormat, useParams, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';
import { downloadFile, exportFileName } from '../export/downloadFile.js';

const PAGE_SIZE = 20;

/** /report/export-history/:page: who exported what and when, in which format, how many rows and bytes, and the file or why it failed. */
export function ExportHistoryPage() {
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const rows = useQuery<ExportJobRecord[]>('/export-jobs', { query: { filter: { order: ['createdAt DESC', 'id DESC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } } });
  const count = useQuery<{ count: number }>('/export-jobs/count');
  const error = rows.error ?? count.error;
  let body;
  if (error) body = <ErrorPanel title={t('title.history')} message={rt(failureMessage('fetch', error).key)} onRetry={() => { rows.reload(); count.reload(); }} />;
  else if (!rows.data || !count.data) body = <Spinner label={rt('list.loading')} />;
  else {
    body = (
      <>
        <ReadOnlyTable<ExportJobRecord>
          label={t('history.table')}
          testId="export-history"
          rows={rows.data}
          rowKey={(row) => row.id}
          emphasize={(row) => row.status === 'failed'}
          columns={[
            { id: 'createdAt', label: t('history.createdAt'), render: (row) => format.dateTime(row.createdAt) },
            { id: 'operator', label: t('history.operator'), render: (row) => row.operatorName },
            { id: 'kind', label: t('history.kind'), render: (row) => t(`history.kindName.${row.kind}`) },
            { id: 'encoding', label: t('history.encoding'), render: (row) => row.encoding ?? '' },
            { id: 'status', label: t('history.status'), render: (row) => t(`history.statusName.${row.status}`) },
            { id: 'rows', label: t('history.rows'), render: (row) => format.number(row.rows), align: 'end' },
            { id: 'size', label: t('history.size'), render: (row) => format.number(row.size), align: 'end' },
            { id: 'failure', label: t('history.failure'), render: (row) => row.failure },
            {
              id: 'download',
              label: t('history.download'),
              render: (row) => (row.fileId ? <Button size="small" onClick={() => void downloadFile(row.fileId!, exportFileName(row.kind, row.id))}>{t('history.download')}</Button> : null),
            },
          ]}
        />
        {rows.data.length === 0 ? <Text>{t('templates.none')}</Text> : null}
        <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data.count} pathFor={(n) => `/report/export-history/${n}`} />
      </>
    );
  }
  return <PageLayout title={t('title.history')}>{body}</PageLayout>;
}
