import { ApiKeyCreate, ApiKeyRotateForm, type ApiKeyRecord } from '@fleetdeck/model';
import { Button, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import {
  FormTextField, api, applyServerErrors, failureMessage, showAlert, useLanguage, useResourceT, useSchemaForm, useT,
} from '@fleetdeck/sdk';
import { useState } from 'react';
import type { KeyPageType } from './KeyListPage.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

type KeyFormValues = { type: number; name: string; value: string };
const fields = new Set(['name', 'value']);

/** Adds a key of the page's type, or rotates (renames and replaces the value of) the chosen one. */
export function KeyForm({ type, rotating, onSaved, onCancel }: { type: KeyPageType; rotating: ApiKeyRecord | null; onSaved: () => void; onCancel: () => void }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<KeyFormValues>(rotating ? ApiKeyRotateForm : ApiKeyCreate, {
    defaultValues: rotating ? ({ name: rotating.name, value: '' } as KeyFormValues) : { type, name: '', value: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (rotating) await api.patch(`/keys/${rotating.id}`, { name: values.name, value: values.value });
      else await api.post('/keys', { type, name: values.name, value: values.value });
      showAlert({ type: 'success', message: rt(rotating ? 'form.saved' : 'form.created') });
      form.reset();
      onSaved();
    } catch (error) {
      const placed = applyServerErrors(form, error, { t: rt, language, fields, root: false });
      const message = failureMessage(rotating ? 'update' : 'create', error);
      setFailure([rt(message.key), placed > 0 ? undefined : message.reason].filter(Boolean).join(' '));
    }
  });
  const heading = rotating ? `${t('key.rotate')}: ${rotating.name}` : t('key.add');
  return (
    <form className={styles.form} noValidate aria-label={heading} onSubmit={(event) => void submit(event)}>
      <Subtitle1 as="h2">{heading}</Subtitle1>
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <FormTextField form={form} name="name" label={t('key.name')} required />
      <FormTextField form={form} name="value" type="password" autoComplete="off" label={t('key.newValue')} hint={t('key.valueHint')} required />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {rotating ? t('key.rotate') : t('key.add')}
        </Button>
        {rotating ? <Button onClick={onCancel}>{rt('form.cancel')}</Button> : null}
      </div>
    </form>
  );
}
