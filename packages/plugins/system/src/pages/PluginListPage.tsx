import { Badge, Spinner, Text } from '@fluentui/react-components';
import type { InstalledPluginInfo, InstalledPluginList } from '@fleetdeck/model';
import { ErrorPanel, PageLayout, ReadOnlyTable, useQuery, useResourceT, useT } from '@fleetdeck/sdk';

/**
 * /system/plugins/list: every installed plugin with its version and SDK range, and whether this
 * console's SDK meets the range. The console does not offer an incompatible plugin to browsers,
 * so this page is where an administrator sees why it does not load.
 */
export function PluginListPage() {
  const t = useT();
  const rt = useResourceT();
  const list = useQuery<InstalledPluginList>('/system/plugins');
  const title = t('title.pluginList');
  if (list.error) {
    return (
      <PageLayout title={title}>
        <ErrorPanel title={title} message={rt('errors.fetchFailed')} onRetry={list.reload} />
      </PageLayout>
    );
  }
  if (!list.data) {
    return (
      <PageLayout title={title}>
        <Spinner label={t('plugin.loading')} />
      </PageLayout>
    );
  }
  const { sdkVersion, plugins } = list.data;
  return (
    <PageLayout title={title}>
      <Text>{t('plugin.consoleSdk', { version: sdkVersion })}</Text>
      <ReadOnlyTable<InstalledPluginInfo>
        label={title}
        testId="installedPlugins"
        rows={plugins}
        rowKey={(row) => row.id}
        columns={[
          { id: 'name', label: t('plugin.name'), render: (row) => row.name },
          { id: 'id', label: t('plugin.id'), render: (row) => row.id },
          { id: 'version', label: t('plugin.version'), render: (row) => row.version },
          { id: 'sdk', label: t('plugin.sdk'), render: (row) => row.sdk },
          {
            id: 'status',
            label: t('plugin.status'),
            render: (row) =>
              row.compatible ? (
                <Badge appearance="tint" color="success">{t('plugin.compatible')}</Badge>
              ) : (
                <Badge appearance="tint" color="danger">{t('plugin.incompatible', { range: row.sdk, version: sdkVersion })}</Badge>
              ),
          },
        ]}
      />
    </PageLayout>
  );
}
