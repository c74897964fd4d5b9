import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RobotRecord } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, api, apiQueryKey, formatDateTime, useInfiniteQuery, useLanguage, useParams, usePlugin, useQuery, useResourceT, useT } from '@fleetdeck/sdk';
import { useBuildingNames } from '../shared/useBuildingNames.js';
import { settingValueText } from './settingValueText.js';

const PAGE_SIZE = 100;

/** One recorded change, as GET /api/robots/{id}/setting-history answers it. */
interface SettingChange {
  id: number;
  at: string;
  loginId: string;
  operatorName: string | null;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** /robot/:id/setting-history: who changed which setting of the robot, when, from what to what. */
export function RobotSettingHistoryPage() {
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const styles = useStyles();
  const pluginId = usePlugin() ?? undefined;
  const { id = '' } = useParams();
  const robot = useQuery<RobotRecord>(`/robots/${encodeURIComponent(id)}`);
  const { nameOf } = useBuildingNames();
  const historyPath = `/robots/${encodeURIComponent(id)}/setting-history`;
  // Pages of PAGE_SIZE, the next one read on "more"; a write to the robot reads them again.
  const history = useInfiniteQuery({
    queryKey: apiQueryKey(historyPath, { pages: PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => api.get<SettingChange[]>(historyPath, { query: { limit: PAGE_SIZE, skip: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.length === PAGE_SIZE ? all.length * PAGE_SIZE : undefined),
  });
  const changes = history.data?.pages.flat() ?? [];
  const loading = history.isPending || history.isFetchingNextPage;
  const failed = history.isError;

  const translate = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  const fieldLabel = (field: string) => (field === 'credential' ? t('history.credential') : t(`field.${field}`, { defaultValue: field }));
  const title = robot.data ? `${t('title.settingHistory')}: ${robot.data.name}` : t('title.settingHistory');
  return (
    <PageLayout title={title} actions={<Link to={`/robot/${id}`}>{t('history.back')}</Link>}>
      <div className={styles.body}>
        {failed ? <ErrorPanel title={title} message={rt('errors.fetchFailed')} onRetry={() => void history.refetch()} pluginId={pluginId} /> : null}
        {!loading && !failed && changes.length === 0 ? <Text data-testid="history-empty">{t('history.empty')}</Text> : null}
        {changes.length > 0 ? (
          <Table aria-label={t('title.settingHistory')} data-testid="setting-history">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('history.time')}</TableHeaderCell>
                <TableHeaderCell>{t('history.operator')}</TableHeaderCell>
                <TableHeaderCell>{t('history.field')}</TableHeaderCell>
                <TableHeaderCell>{t('history.oldValue')}</TableHeaderCell>
                <TableHeaderCell>{t('history.newValue')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.id} data-testid="setting-change" data-field={change.field}>
                  <TableCell>{formatDateTime(change.at, language, { seconds: true })}</TableCell>
                  <TableCell>{change.operatorName ? `${change.operatorName} (${change.loginId})` : change.loginId}</TableCell>
                  <TableCell>{fieldLabel(change.field)}</TableCell>
                  <TableCell>{change.field === 'credential' ? '' : settingValueText(change.field, change.oldValue, translate, nameOf)}</TableCell>
                  <TableCell>{change.field === 'credential' ? t('history.credentialRotated') : settingValueText(change.field, change.newValue, translate, nameOf)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {loading ? <Spinner size="small" /> : null}
        {history.hasNextPage && !loading ? <Button onClick={() => void history.fetchNextPage()}>{t('history.more')}</Button> : null}
      </div>
    </PageLayout>
  );
}
