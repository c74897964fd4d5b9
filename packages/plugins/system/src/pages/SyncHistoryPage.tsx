import { SyncStatus, type SyncHistoryRecord } from '@fleetdeck/model';
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorPanel, PageLayout, formatDateTime, formatNumber, ReadOnlyTable, RoutePager, pageFromParam, useNavigate, useParams, useQuery, useResourceT, useSearchParams, useT } from '@fleetdeck/sdk';

const PAGE_SIZE = 20;
const useStyles = makeStyles({ bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' } });

/** /system/sync-history/list/:page: synchronisation runs, newest first, a page per route, filtered by status. */
export function SyncHistoryPage() {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const navigate = useNavigate();
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const [search] = useSearchParams();
  const status = search.get('status') ?? '';
  const where = status ? { status } : undefined;
  const list = useQuery<SyncHistoryRecord[]>('/system/sync-history', {
    query: { filter: JSON.stringify({ where, order: ['startedAt DESC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }) },
  });
  const count = useQuery<{ count: number }>('/system/sync-history/count', { query: where ? { where: JSON.stringify(where) } : {} });
  const suffix = status ? `?status=${status}` : '';
  return (
    <PageLayout title={t('title.syncHistoryList')}>
      <div className={styles.bar}>
        <Field label={t('sync.status')}>
          <Select value={status} onChange={(_event, data) => navigate(`/system/sync-history/list/1${data.value ? `?status=${data.value}` : ''}`)}>
            <option value="">{t('sync.allStatuses')}</option>
            {SyncStatus.map((s) => (
              <option key={s} value={s}>
                {t(`sync.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {list.error ? (
        <ErrorPanel title={t('title.syncHistoryList')} message={rt('errors.fetchFailed')} onRetry={list.reload} />
      ) : (
        <ReadOnlyTable<SyncHistoryRecord>
          label={t('title.syncHistoryList')}
          testId="syncHistory"
          rows={list.data ?? []}
          rowKey={(row) => row.id}
          columns={[
            { id: 'startedAt', label: t('sync.startedAt'), render: (row) => formatDateTime(row.startedAt) },
            { id: 'target', label: t('sync.target'), render: (row) => row.target },
            { id: 'direction', label: t('sync.direction'), render: (row) => t(`sync.directions.${row.direction}`) },
            { id: 'status', label: t('sync.status'), render: (row) => t(`sync.statuses.${row.status}`) },
            { id: 'itemCount', label: t('sync.itemCount'), render: (row) => formatNumber(row.itemCount), align: 'end' },
            { id: 'message', label: t('sync.message'), render: (row) => row.message },
          ]}
        />
      )}
      <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data?.count ?? 0} pathFor={(p) => `/system/sync-history/list/${p}${suffix}`} />
    </PageLayout>
  );
}
