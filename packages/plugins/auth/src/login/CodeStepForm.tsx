import { useEffect, useRef } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AssertAuthCodeBody, type LoginPending, type Session } from '@fleetdeck/model';
import { api, isHttpError, showAlert, useFormat, useSchemaForm, useT } from '@fleetdeck/sdk';
import { TextField } from '../shared/TextField.js';
import { codeFailure } from './loginFailure.js';
import { isPending } from './signInResult.js';

/** Delay before an expired code sends the user back to the email and password step (spec §8). */
export const EXPIRED_RETURN_MS = 500;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
});

/** Second login step: the six-digit code mailed to the operator, valid until `pending.authCodeExpiredAt`. */
export function CodeStepForm({
  pending,
  onPending,
  onSession,
  onBack,
}: {
  pending: LoginPending;
  onPending: (pending: LoginPending) => void;
  onSession: (session: Session) => void;
  onBack: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const form = useSchemaForm(AssertAuthCodeBody, { defaultValues: { authDigits: '' } });
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(backTimer.current), []);

  const expiry = format.time(pending.authCodeExpiredAt);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.post<Session | LoginPending>('/operators/assertAuthCode', values);
      if (isPending(answer)) onPending(answer);
      else onSession(answer);
    } catch (error) {
      const failure = codeFailure(isHttpError(error) ? error : { status: 0 });
      if (failure.key) showAlert({ type: 'error', message: t(failure.key) });
      if (failure.kind === 'expired') backTimer.current = setTimeout(onBack, EXPIRED_RETURN_MS);
      if (failure.kind === 'mismatch') form.reset({ authDigits: '' });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Text>{t('code.intro')}</Text>
      <Text weight="semibold">{t('code.expiresAt', { time: expiry })}</Text>
      <TextField
        form={form}
        name="authDigits"
        label={t('field.code')}
        hint={t('code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <div className={styles.actions}>
        <Button type="button" appearance="subtle" onClick={onBack}>
          {t('code.back')}
        </Button>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('code.submit')}
        </Button>
      </div>
    </form>
  );
}
