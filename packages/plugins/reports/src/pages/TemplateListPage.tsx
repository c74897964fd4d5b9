import { Spinner, Text } from '@fluentui/react-components';
import type { ExportTemplateRecord } from '@fleetdeck/model';
import {
  CanAccess, ErrorPanel, Link, PageLayout, ReadOnlyTable, RoutePager, failureMessage, pageFromParam, useFormat, useParams, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';

const PAGE_SIZE = 20;

/** /report/export-template/list/:page: the organization's Excel export templates. */
export function TemplateListPage() {
  const { page: pageParam } = useParams();
  const page = pageFromParam(pageParam);
  const t = useT();
  const rt = useResourceT();
  const format = useFormat();
  const rows = useQuery<ExportTemplateRecord[]>('/export-templates', { query: { filter: { order: ['name ASC', 'id ASC'], limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE } } });
  const count = useQuery<{ count: number }>('/export-templates/count');
  const error = rows.error ?? count.error;
  let body;
  if (error) body = <ErrorPanel title={t('title.templates')} message={rt(failureMessage('fetch', error).key)} onRetry={() => { rows.reload(); count.reload(); }} />;
  else if (!rows.data || !count.data) body = <Spinner label={rt('list.loading')} />;
  else {
    body = (
      <>
        {rows.data.length === 0 ? <Text>{t('templates.none')}</Text> : (
          <ReadOnlyTable<ExportTemplateRecord>
            label={t('templates.table')}
            testId="export-templates"
            rows={rows.data}
            rowKey={(row) => row.id}
            columns={[
              { id: 'name', label: t('templates.name'), render: (row) => row.name },
              { id: 'createdAt', label: t('templates.createdAt'), render: (row) => format.dateTime(row.createdAt) },
            ]}
          />
        )}
        <RoutePager page={page} pageSize={PAGE_SIZE} total={count.data.count} pathFor={(n) => `/report/export-template/list/${n}`} />
      </>
    );
  }
  return (
    <PageLayout title={t('title.templates')}>
      <CanAccess area="exportTemplates" action="create">
        <Link to="/report/export-template/create">{t('templates.add')}</Link>
      </CanAccess>
      {body}
    </PageLayout>
  );
}
