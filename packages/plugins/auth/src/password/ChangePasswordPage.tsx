import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChangePasswordForm, checkOperatorPassword, ruleError, type Profile } from '@fleetdeck/model';
import {
  api, applyServerErrors, DEFAULT_PAGE, refreshSession, showAlert, useFetchApi, useLanguage, useNavigate, useQuery, useSchemaForm, useSession, useT,
} from '@fleetdeck/sdk';
import { AuthCard } from '../shared/AuthCard.js';
import { SignOutButton } from '../shared/SignOutButton.js';
import { TextField } from '../shared/TextField.js';
import { applyRuleErrors } from '../shared/ruleErrors.js';
import type { ChangePasswordFormValues } from './changePasswordForm.js';
import { nextAfterSignIn } from './nextAfterSignIn.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** Whether the browser has a page of this visit to go back to (react-router numbers its history entries). */
function canGoBack(): boolean {
  return (((window.history.state as { idx?: number } | null)?.idx) ?? 0) > 0;
}

/**
 * /my/chpwd: the password change forced at sign-in (then on to the terms check or robot control,
 * with Sign out as the way out), or one the user chose from the account menu (Cancel goes back).
 */
export function ChangePasswordPage() {
  const styles = useStyles();
  const t = useT();
  const forced = useSession()?.passwordChangeRequired === true;
  const language = useLanguage();
  const navigate = useNavigate();
  const fetchApi = useFetchApi();
  // The rule forbids the login id inside the password, so it is needed before the server is asked.
  const profile = useQuery<Profile>('/my/profile');
  const form = useSchemaForm<ChangePasswordFormValues>(ChangePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword, newPasswordConfirm }) => {
    const ruleErrors = checkOperatorPassword(newPassword, profile.data?.loginId ?? '', 'newPassword');
    if (newPassword !== newPasswordConfirm) ruleErrors.push(ruleError('newPasswordConfirm', 'passwordConfirmMismatch'));
    if (applyRuleErrors(form, ruleErrors, language)) return;
    try {
      await api.post('/my/password', { currentPassword, newPassword });
    } catch (error) {
      const messages = { currentPasswordWrong: t('changePassword.wrongCurrent'), sameAsCurrent: t('changePassword.sameAsCurrent') };
      if (applyServerErrors(form, error, { t, language, messages, root: false }) === 0) {
        form.setError('root.server', { type: 'server', message: t('changePassword.failed') });
      }
      return;
    }
    showAlert({ type: 'success', message: t('changePassword.done') });
    await refreshSession();
    if (forced) navigate(await nextAfterSignIn(fetchApi).catch(() => DEFAULT_PAGE), { replace: true });
    else leave();
  });

  // Back to where the user chose the change from; a page opened directly has nowhere to go back to.
  const leave = () => (canGoBack() ? navigate(-1) : navigate(DEFAULT_PAGE, { replace: true }));

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <AuthCard title={t('title.changePassword')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Text>{t(forced ? 'changePassword.intro' : 'changePassword.introChosen')}</Text>
        {serverError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{serverError}</MessageBarBody>
          </MessageBar>
        ) : null}
        <TextField form={form} name="currentPassword" label={t('field.currentPassword')} type="password" autoComplete="current-password" required />
        <TextField
          form={form}
          name="newPassword"
          label={t('field.newPassword')}
          hint={t('changePassword.rule')}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField form={form} name="newPasswordConfirm" label={t('field.passwordConfirm')} type="password" autoComplete="new-password" required />
        <div className={styles.actions}>
          {forced ? (
            <SignOutButton />
          ) : (
            <Button appearance="secondary" onClick={leave}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
