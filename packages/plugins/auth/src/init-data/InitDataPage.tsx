import { Button, Field, MessageBar, MessageBarBody, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { InitDataPlan } from '@fleetdeck/model';
import { HttpError, PageLayout, api, showAlert, useT } from '@fleetdeck/sdk';
import { useState, type ChangeEvent } from 'react';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '800px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  problem: { whiteSpace: 'pre-line' },
});

interface Loaded {
  name: string;
  content: string;
}

function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.details.length > 0) return error.details.map((d) => `${d.path}: ${d.message}`).join('\n');
  return fallback;
}

/**
 * auth/init-data (system administrator): an environment's master data from a JSON or YAML file.
 * The file is previewed first (what it adds, changes or leaves as it is); applying writes it all
 * in one transaction, and applying it again changes nothing.
 */
export function InitDataPage() {
  const styles = useStyles();
  const t = useT();
  const [file, setFile] = useState<Loaded | null>(null);
  const [plan, setPlan] = useState<InitDataPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInputId = useId('init-data-file');

  const send = async (loaded: Loaded, apply: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.post<InitDataPlan>('/auth/init-data', { content: loaded.content, apply });
      setPlan(answer);
      if (apply) showAlert({ type: 'success', message: t('initData.applied') });
    } catch (error) {
      setPlan(null);
      setProblem(errorText(error, t('initData.failed')));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const loaded = { name: chosen.name, content: await chosen.text() };
    setFile(loaded);
    await send(loaded, false);
  };

  const pending = plan?.items.filter((item) => item.action !== 'unchanged').length ?? 0;
  return (
    <PageLayout title={t('title.initData')}>
      <div className={styles.page}>
        <p>{t('initData.intro')}</p>
        <Field label={{ children: t('initData.file'), htmlFor: fileInputId }}>
          <input id={fileInputId} type="file" accept=".json,.yaml,.yml,application/json" onChange={(event) => void choose(event)} />
        </Field>
        {problem ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody className={styles.problem}>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        {plan ? (
          <>
            <p role="status">{plan.applied ? t('initData.appliedSummary', { count: pending }) : t('initData.previewSummary', { count: pending })}</p>
            <Table aria-label={t('initData.preview')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('initData.kind')}</TableHeaderCell>
                  <TableHeaderCell>{t('initData.key')}</TableHeaderCell>
                  <TableHeaderCell>{t('initData.action')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {plan.items.map((item) => (
                  <TableRow key={`${item.kind}:${item.key}`}>
                    <TableCell>{t(`initData.kinds.${item.kind}`)}</TableCell>
                    <TableCell>{item.key}</TableCell>
                    <TableCell>{t(`initData.actions.${item.action}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
        <div className={styles.actions}>
          <Button appearance="primary" disabled={!file || busy || !plan || plan.applied || pending === 0} onClick={() => file && void send(file, true)}>
            {t('initData.apply')}
          </Button>
        </div>
      </div>
    </PageLayout>
  );
}
