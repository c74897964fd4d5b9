import type { SystemVersionRecord } from '@fleetdeck/model';
import { ErrorPanel, PageLayout, ReadOnlyTable, formatDateTime, useQuery, useResourceT, useT } from '@fleetdeck/sdk';

/** /my/versions: the released versions (every status but private), newest first. */
export function VersionsPage() {
  const t = useT();
  const rt = useResourceT();
  const versions = useQuery<SystemVersionRecord[]>('/my/versions');
  return (
    <PageLayout title={t('title.versions')}>
      {versions.error ? (
        <ErrorPanel title={t('title.versions')} message={rt('errors.fetchFailed')} onRetry={versions.reload} />
      ) : (
        <ReadOnlyTable<SystemVersionRecord>
          label={t('title.versions')}
          testId="versions"
          rows={versions.data ?? []}
          rowKey={(row) => row.id}
          columns={[
            { id: 'version', label: t('versions.version'), render: (row) => row.version },
            { id: 'releaseLevel', label: t('versions.releaseLevel'), render: (row) => t(`versions.levels.${row.releaseLevel}`) },
            { id: 'status', label: t('versions.status'), render: (row) => t(`versions.statuses.${String(row.status)}`) },
            { id: 'notes', label: t('versions.notes'), render: (row) => row.notes },
            { id: 'createdAt', label: t('versions.releasedAt'), render: (row) => formatDateTime(row.createdAt) },
          ]}
        />
      )}
    </PageLayout>
  );
}
