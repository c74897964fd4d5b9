import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  ErrorPanel, PageLayout, ReadOnlyTable, RoutePager, formatDateTime, pageFromParam, useNavigate, useParams, useQuery, useResourceT, useSearchParams, useT,
} from '@fleetdeck/sdk';
import { useState, type FormEvent } from 'react';
import { auditLogWhere, auditSearchQuery, readAuditSearch, type AuditLogSearch } from './auditLogFilter.js';

const PAGE_SIZE = 50;
const useStyles = makeStyles({ bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' } });

interface AuditLogRow {
  id: number;
  at: string;
  loginId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  ip: string;
  method: string;
  path: string;
  statusCode: number | null;
}

/** /my/audit-logs/:page: who did what and when, newest first, searchable by action, user and days. */
export function AuditLogsPage() {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const navigate = useNavigate();
  const page = pageFromParam(useParams().page);
  const [params] = useSearchParams();
  const search = readAuditSearch(params);
  const [draft, setDraft] = useState<AuditLogSearch>(search);
  const where = auditLogWhere(search);
  const logs = useQuery<AuditLogRow[]>('/my/audit-logs', {
    query: { filter: JSON.stringify({ where, order: ['id DESC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }) },
  });
  const count = useQuery<{ count: number }>('/my/audit-logs/count', { query: where ? { where: JSON.stringify(where) } : {} });
  const query = auditSearchQuery(search);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/my/audit-logs/1${auditSearchQuery(draft)}`);
  };
  const field = (key: keyof AuditLogSearch) => ({ value: draft[key], onChange: (_event: unknown, data: { value: string }) => setDraft((d) => ({ ...d, [key]: data.value })) });

  return (
    <PageLayout title={t('title.auditLogs')}>
      <form className={styles.bar} onSubmit={apply} aria-label={t('audit.search')}>
        <Field label={t('audit.action')}>
          <Input {...field('action')} />
        </Field>
        <Field label={t('audit.user')}>
          <Input {...field('user')} />
        </Field>
        <Field label={t('audit.from')}>
          <Input type="date" {...field('from')} />
        </Field>
        <Field label={t('audit.to')}>
          <Input type="date" {...field('to')} />
        </Field>
        <Button type="submit" appearance="primary">
          {t('audit.search')}
        </Button>
      </form>
      {logs.error ? (
        <ErrorPanel title={t('title.auditLogs')} message={rt('errors.fetchFailed')} onRetry={logs.reload} />
      ) : (
        <ReadOnlyTable<AuditLogRow>
          label={t('title.auditLogs')}
          testId="auditLogs"
          rows={logs.data ?? []}
          rowKey={(row) => row.id}
          columns={[
            { id: 'at', label: t('audit.at'), render: (row) => formatDateTime(row.at) },
            { id: 'loginId', label: t('audit.user'), render: (row) => row.loginId ?? '' },
            { id: 'action', label: t('audit.action'), render: (row) => row.action },
            { id: 'target', label: t('audit.target'), render: (row) => [row.targetType, row.targetId].filter(Boolean).join(' #') },
            { id: 'request', label: t('audit.request'), render: (row) => `${row.method} ${row.path}` },
            { id: 'statusCode', label: t('audit.status'), render: (row) => row.statusCode ?? '', align: 'end' },
            { id: 'ip', label: t('audit.ip'), render: (row) => row.ip },
          ]}
        />
      )}
      <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data?.count ?? 0} pathFor={(p) => `/my/audit-logs/${p}${query}`} />
    </PageLayout>
  );
}
