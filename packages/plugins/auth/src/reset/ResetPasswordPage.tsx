import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ResetPasswordForm, checkResetPassword } from '@fleetdeck/model';
import { api, applyServerErrors, isHttpError, useLanguage, useNavigate, useSchemaForm, useSearchParams, useT, Link } from '@fleetdeck/sdk';
import { AuthCard } from '../shared/AuthCard.js';
import { TextField } from '../shared/TextField.js';
import { applyRuleErrors } from '../shared/ruleErrors.js';
import type { ResetPasswordFormValues } from './resetPasswordForm.js';
import { useCountdown } from './useCountdown.js';

/** Seconds the success message stays before the login page opens. */
export const RESET_REDIRECT_SECONDS = 5;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Outcome = 'done' | 'invalidLink' | 'failed' | null;

/** /auth/reset-password?token=…: sets a new password, then counts down back to the login page. */
export function ResetPasswordPage() {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalidLink');
  const form = useSchemaForm<ResetPasswordFormValues>(ResetPasswordForm, { defaultValues: { password: '', passwordConfirm: '' } });
  const secondsLeft = useCountdown(RESET_REDIRECT_SECONDS, outcome === 'done', () => navigate('/auth/login'));

  const submit = form.handleSubmit(async (values) => {
    if (applyRuleErrors(form, checkResetPassword(values.password, values.passwordConfirm), language)) return;
    setOutcome(null);
    try {
      await api.post('/operators/reset-password', { token, ...values });
      setOutcome('done');
    } catch (error) {
      if (isHttpError(error) && error.code === 'RESET_LINK_INVALID') setOutcome('invalidLink');
      else if (applyServerErrors(form, error, { t, language, root: false }) === 0) setOutcome('failed');
    }
  });

  if (outcome === 'done') {
    return (
      <AuthCard title={t('title.reset')}>
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('reset.done')}</MessageBarBody>
        </MessageBar>
        <Text aria-live="polite">{t('reset.countdown', { count: secondsLeft })}</Text>
        <Link to="/auth/login">{t('reset.goNow')}</Link>
      </AuthCard>
    );
  }

  if (outcome === 'invalidLink') {
    return (
      <AuthCard title={t('title.reset')}>
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('reset.invalidLink')}</MessageBarBody>
        </MessageBar>
        <Link to="/auth/reset-password-request">{t('reset.requestAgain')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title.reset')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Text>{t('reset.intro')}</Text>
        {outcome === 'failed' ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('reset.failed')}</MessageBarBody>
          </MessageBar>
        ) : null}
        <TextField form={form} name="password" label={t('field.newPassword')} type="password" autoComplete="new-password" required />
        <TextField form={form} name="passwordConfirm" label={t('field.passwordConfirm')} type="password" autoComplete="new-password" required />
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
