import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ResetPasswordRequestBody } from '@fleetdeck/model';
import { api, useLanguage, useSchemaForm, useT, Link } from '@fleetdeck/sdk';
import { AuthCard } from '../shared/AuthCard.js';
import { TextField } from '../shared/TextField.js';
import { resetRequestFailureKey, type ResetRequestFailureKey } from './resetRequestFailure.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Outcome = 'sent' | ResetRequestFailureKey | null;

/** /auth/reset-password-request: asks for a reset mail; the answer never tells whether the account exists. */
export function ResetPasswordRequestPage() {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(ResetPasswordRequestBody, { defaultValues: { loginId: '' } });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await api.post('/operators/reset-password-request', { loginId: values.loginId, locale: language });
      setOutcome('sent');
    } catch (error) {
      setOutcome(resetRequestFailureKey(error));
    }
  });

  return (
    <AuthCard title={t('title.resetRequest')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Text>{t('resetRequest.intro')}</Text>
        {outcome === 'sent' ? (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('resetRequest.sent')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {outcome && outcome !== 'sent' ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t(outcome)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <TextField form={form} name="loginId" label={t('field.email')} type="email" autoComplete="username" required />
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('resetRequest.submit')}
        </Button>
        <Link to="/auth/login">{t('resetRequest.backToLogin')}</Link>
      </form>
    </AuthCard>
  );
}
