import { useId, useState } from 'react';
import { Button, Dropdown, Field, MessageBar, MessageBarBody, Option, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ExportTemplateRecord } from '@fleetdeck/model';
import { useQuery, useT } from '@fleetdeck/sdk';
import { useReportExport } from './useReportExport.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlock: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Export buttons for a set of reports: CSV in UTF-8 or Shift_JIS, Excel (optionally into a template), media as a ZIP. */
export function ExportPanel({ reportIds }: { reportIds: number[] }) {
  const t = useT();
  const styles = useStyles();
  const titleId = useId();
  const { state, start } = useReportExport();
  const templates = useQuery<ExportTemplateRecord[]>('/export-templates', { query: { filter: { order: ['name ASC'], limit: 100 } } });
  const [templateId, setTemplateId] = useState<number | null>(null);
  const running = state.phase === 'running';
  const chosen = templates.data?.find((template) => template.id === templateId);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId}>{t('export.region')}</Subtitle2>
      <div className={styles.actions}>
        <Button disabled={running} onClick={() => void start({ kind: 'csv', encoding: 'utf-8', reportIds })}>{t('export.csvUtf8')}</Button>
        <Button disabled={running} onClick={() => void start({ kind: 'csv', encoding: 'shift-jis', reportIds })}>{t('export.csvSjis')}</Button>
        <Field label={t('export.template')}>
          <Dropdown
            value={chosen?.name ?? t('export.noTemplate')}
            selectedOptions={[String(templateId ?? '')]}
            onOptionSelect={(_, data) => setTemplateId(data.optionValue ? Number(data.optionValue) : null)}
          >
            <Option value="">{t('export.noTemplate')}</Option>
            {(templates.data ?? []).map((template) => <Option key={template.id} value={String(template.id)}>{template.name}</Option>)}
          </Dropdown>
        </Field>
        <Button disabled={running} onClick={() => void start({ kind: 'excel', reportIds, ...(templateId ? { templateId } : {}) })}>{t('export.excel')}</Button>
        <Button disabled={running} onClick={() => void start({ kind: 'media', reportIds })}>{t('export.media')}</Button>
      </div>
      {running ? <Spinner size="tiny" label={t('export.running')} /> : null}
      {state.phase === 'done' ? (
        <MessageBar intent="success"><MessageBarBody>{t('export.done', { rows: state.rows })}</MessageBarBody></MessageBar>
      ) : null}
      {state.phase === 'failed' ? (
        <MessageBar intent="error" data-testid="export-error">
          <MessageBarBody>{state.reason === 'other' ? t('export.failed', { reason: state.message }) : t(`export.${state.reason}`)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
