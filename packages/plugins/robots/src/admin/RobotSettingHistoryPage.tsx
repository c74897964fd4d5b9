import { useCallback, useEffect, useState } from 'react';
import { Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RobotRecord } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, api, useLanguage, useParams, usePlugin, useQuery, useResourceT, useT } from '@fleetdeck/sdk';
import { formatDateTime } from '../shared/formatTime.js';
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
  const [changes, setChanges] = useState<SettingChange[]>([]);
  const [state, setState] = useState<{ loading: boolean; failed: boolean; more: boolean }>({ loading: true, failed: false, more: false });

  const load = useCallback(async (skip: number, signal?: AbortSignal) => {
    setState((s) => ({ ...s, loading: true, failed: false }));
    try {
      const page = await api.get<SettingChange[]>(`/robots/${encodeURIComponent(id)}/setting-history`, { query: { limit: PAGE_SIZE, skip }, signal });
      setChanges((previous) => (skip === 0 ? page : [...previous, ...page]));
      setState({ loading: false, failed: false, more: page.length === PAGE_SIZE });
    } catch {
      if (!signal?.aborted) setState({ loading: false, failed: true, more: false });
    }
  }, [id]);

  useEffect(() => {
    const controller = new AbortController();
    void load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

  const translate = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  const fieldLabel = (field: string) => (field === 'credential' ? t('history.credential') : t(`admin.${field}`, { defaultValue: field }));
  const title = robot.data ? `${t('title.settingHistory')}: ${robot.data.name}` : t('title.settingHistory');
  return (
    <PageLayout title={title} actions={<Link to={`/robot/${id}`}>{t('history.back')}</Link>}>
      <div className={styles.body}>
        {state.failed ? <ErrorPanel title={title} message={rt('errors.fetchFailed')} onRetry={() => void load(0)} pluginId={pluginId} /> : null}
        {!state.loading && !state.failed && changes.length === 0 ? <Text data-testid="history-empty">{t('history.empty')}</Text> : null}
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
                  <TableCell>{formatDateTime(change.at, language)}</TableCell>
                  <TableCell>{change.operatorName ? `${change.operatorName} (${change.loginId})` : change.loginId}</TableCell>
                  <TableCell>{fieldLabel(change.field)}</TableCell>
                  <TableCell>{change.field === 'credential' ? '' : settingValueText(change.field, change.oldValue, translate, nameOf)}</TableCell>
                  <TableCell>{change.field === 'credential' ? t('history.credentialRotated') : settingValueText(change.field, change.newValue, translate, nameOf)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {state.loading ? <Spinner size="small" /> : null}
        {state.more && !state.loading ? <Button onClick={() => void load(changes.length)}>{t('history.more')}</Button> : null}
      </div>
    </PageLayout>
  );
}
