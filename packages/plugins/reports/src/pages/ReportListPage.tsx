import { Spinner, Text } from '@fluentui/react-components';
import type { ReportHeaderRecord } from '@fleetdeck/model';
import {
  ErrorPanel, Link, PageLayout, ReadOnlyTable, RoutePager, failureMessage, pageFromParam, useFormat, useNavigate, useParams, useQuery, useResourceT, useSearchParams, useT,
} from '@fleetdeck/sdk';
import { useMemo } from 'react';
import { ReportFilterBar } from './ReportFilterBar.js';
import { filtersQuery, filtersWhere, readFilters } from './reportFilters.js';
import { useRobotNames } from './useRobotNames.js';

const PAGE_SIZE = 20;

/** /report/list/:page: the organization's reports, newest first, 20 a page, filtered as the URL's query says, each opening its detail. */
export function ReportListPage() {
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(params), [params]);
  const where = filtersWhere(filters);
  const query = filtersQuery(filters);
  const rows = useQuery<ReportHeaderRecord[]>('/reports', { query: { filter: { where, order: ['startedAt DESC', 'id DESC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } } });
  const count = useQuery<{ count: number }>('/reports/count', { query: { where } });
  const robots = useRobotNames();
  const error = rows.error ?? count.error;
  let body;
  if (error) body = <ErrorPanel title={t('title.list')} message={rt(failureMessage('fetch', error).key)} onRetry={() => { rows.reload(); count.reload(); }} />;
  else if (!rows.data || !count.data) body = <Spinner label={rt('list.loading')} />;
  else if (rows.data.length === 0) body = <Text>{t(query ? 'list.noneFiltered' : 'list.none')}</Text>;
  else {
    body = (
      <>
        <ReadOnlyTable<ReportHeaderRecord>
          label={t('list.table')}
          testId="report-list"
          rows={rows.data}
          rowKey={(row) => row.id}
          emphasize={(row) => row.result !== null && row.result !== 0 && row.result !== 10}
          columns={[
            { id: 'name', label: t('list.name'), render: (row) => <Link to={`/report/${row.id}`}>{row.name}</Link> },
            { id: 'type', label: t('list.type'), render: (row) => t(`headerType.${row.type}`) },
            { id: 'result', label: t('list.result'), render: (row) => t(`result.${row.result ?? 'running'}`) },
            { id: 'robot', label: t('list.robot'), render: (row) => robots.get(row.robotId) ?? '' },
            { id: 'startedAt', label: t('list.startedAt'), render: (row) => format.dateTime(row.startedAt) },
            { id: 'endedAt', label: t('list.endedAt'), render: (row) => (row.endedAt ? format.dateTime(row.endedAt) : '') },
          ]}
        />
        <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data.count} pathFor={(n) => `/report/list/${n}${query}`} />
      </>
    );
  }
  return (
    <PageLayout title={t('title.list')}>
      <ReportFilterBar filters={filters} robots={robots} onChange={(next) => navigate(`/report/list/1${filtersQuery(next)}`)} />
      {body}
    </PageLayout>
  );
}
