import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ProfileForm as profileFormSchema, checkProfile, type Profile } from '@fleetdeck/model';
import {
  Controller, ErrorPanel, PageLayout, api, applyServerErrors, refreshSession, showAlert, useLanguage, useQuery,
  useSchemaForm, useT,
} from '@fleetdeck/sdk';
import { TextField } from '../shared/TextField.js';
import { applyRuleErrors } from '../shared/ruleErrors.js';
import { toProfileForm, toProfileUpdate, type ProfileFormValues } from './profileForm.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  names: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

function ProfileForm({ profile }: { profile: Profile }) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const form = useSchemaForm<ProfileFormValues>(profileFormSchema, { defaultValues: toProfileForm(profile) });
  const authMode = form.watch('authMode');

  const submit = form.handleSubmit(async (values) => {
    const body = toProfileUpdate(values);
    if (applyRuleErrors(form, checkProfile(body), language)) return;
    try {
      const saved = await api.patch<Profile>('/my/profile', body);
      form.reset(toProfileForm(saved));
      showAlert({ type: 'success', message: t('profile.saved') });
      // The header shows the name from the session.
      await refreshSession();
    } catch (error) {
      if (applyServerErrors(form, error, { t, language, root: false }) === 0) {
        form.setError('root.server', { type: 'server', message: t('profile.saveFailed') });
      }
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {serverError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.names}>
        <TextField form={form} name="lastName" label={t('field.lastName')} autoComplete="family-name" maxLength={20} required />
        <TextField form={form} name="firstName" label={t('field.firstName')} autoComplete="given-name" maxLength={20} required />
      </div>
      <TextField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" required />
      <TextField form={form} name="phone" label={t('field.phone')} type="tel" autoComplete="tel" />
      <Controller
        control={form.control}
        name="authMode"
        render={({ field }) => (
          <Field label={t('field.authMode')}>
            <RadioGroup value={field.value} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur}>
              <Radio value="none" label={t('profile.authModeNone')} />
              <Radio value="email" label={t('profile.authModeEmail')} />
            </RadioGroup>
          </Field>
        )}
      />
      {authMode === 'email' ? (
        <TextField form={form} name="authEmail" label={t('field.authEmail')} hint={t('profile.authEmailHint')} type="email" autoComplete="email" />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** /my/profile: the signed-in operator's name, contact details and sign-in verification mode. */
export function ProfilePage() {
  const t = useT();
  const profile = useQuery<Profile>('/my/profile');
  return (
    <PageLayout title={t('title.profile')}>
      {profile.error ? (
        <ErrorPanel message={t('profile.loadFailed')} onRetry={profile.reload} />
      ) : profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : (
        <Spinner label={t('shell.loading')} />
      )}
    </PageLayout>
  );
}
