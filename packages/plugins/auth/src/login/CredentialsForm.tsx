import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LoginBody, type LoginPending, type Session } from '@fleetdeck/model';
import { api, isHttpError, showAlert, useSchemaForm, useT, Link } from '@fleetdeck/sdk';
import { TextField } from '../shared/TextField.js';
import { loginFailureKey } from './loginFailure.js';
import { isPending } from './signInResult.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  links: { display: 'flex', justifyContent: 'flex-end' },
});

/** Email and password step of the login page. */
export function CredentialsForm({ onPending, onSession }: { onPending: (pending: LoginPending) => void; onSession: (session: Session) => void }) {
  const styles = useStyles();
  const t = useT();
  const form = useSchemaForm(LoginBody, { defaultValues: { loginId: '', loginPw: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.post<Session | LoginPending>('/operators/login', values);
      if (isPending(answer)) onPending(answer);
      else onSession(answer);
    } catch (error) {
      const key = loginFailureKey(isHttpError(error) ? error : { status: 0 });
      if (key) showAlert({ type: 'error', message: t(key) });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField form={form} name="loginId" label={t('field.email')} type="email" autoComplete="username" required />
      <TextField form={form} name="loginPw" label={t('field.password')} type="password" autoComplete="current-password" required />
      <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
        {t('login.submit')}
      </Button>
      <div className={styles.links}>
        <Link to="/auth/reset-password-request">{t('login.forgotPassword')}</Link>
      </div>
    </form>
  );
}
