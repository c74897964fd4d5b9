import { useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, buildUrl, readToken, showAlert, useInvalidate, useNavigate, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Problem = { path: string; code: string; message: string };

/** /report/export-template/create: uploads an Excel workbook with a rawdata sheet as a template (§5). */
export function TemplateCreatePage() {
  const t = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failed, setFailed] = useState(false);
  const problem = (path: string) => {
    const found = problems.find((p) => p.path === path);
    if (!found) return undefined;
    return found.code === 'rawdata' ? t('templates.rawdata') : found.message;
  };
  const submit = async () => {
    setProblems([]);
    setFailed(false);
    const form = new FormData();
    form.append('name', name);
    if (file) form.append('file', file, file.name);
    const token = readToken();
    const response = await fetch(buildUrl('/export-templates'), { method: 'POST', body: form, credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (response.ok) {
      invalidate('/export-templates');
      showAlert({ type: 'success', message: t('templates.saved') });
      navigate('/report/export-template/list/1');
      return;
    }
    const body = (await response.json().catch(() => null)) as { error?: { details?: Problem[] } } | null;
    const details = body?.error?.details ?? [];
    if (details.length > 0) setProblems(details);
    else setFailed(true);
  };
  return (
    <PageLayout title={t('title.templateCreate')}>
      <form className={styles.form} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <Field label={t('templates.name')} required validationMessage={problem('name')}>
          <Input value={name} maxLength={64} onChange={(_, data) => setName(data.value)} />
        </Field>
        <Field label={t('templates.file')} required validationMessage={problem('file')}>
          <input type="file" aria-label={t('templates.file')} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field>
        {failed ? <MessageBar intent="error"><MessageBarBody>{t('templates.failed')}</MessageBarBody></MessageBar> : null}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit">{t('templates.save')}</Button>
          <Button onClick={() => navigate('/report/export-template/list/1')}>{t('templates.cancel')}</Button>
        </div>
      </form>
    </PageLayout>
  );
}
