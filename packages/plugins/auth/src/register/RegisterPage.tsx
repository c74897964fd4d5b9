import { Button, Checkbox, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArchivePlanNames, OrganizationType, RegisterCustomerBody, type RegisterCustomerResult } from '@fleetdeck/model';
import { Controller, PageLayout, api, applyServerErrors, showAlert, useLanguage, useSchemaForm, useT } from '@fleetdeck/sdk';
import { TextField } from '../shared/TextField.js';
import { contractFlags, emptyRegistration, type RegisterFormValues } from './registerForm.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', padding: 0, margin: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, marginBottom: tokens.spacingVerticalS },
  pair: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** auth/register (system administrator): a new customer's organization, administrator, building and contract in one step. */
export function RegisterPage() {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const form = useSchemaForm<RegisterFormValues>(RegisterCustomerBody, { defaultValues: emptyRegistration() });

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post<RegisterCustomerResult>('/auth/register', values);
      showAlert({ type: 'success', message: t('register.done', { email: values.administrator.loginId }) });
      form.reset(emptyRegistration());
    } catch (error) {
      if (applyServerErrors(form, error, { t, language, root: false }) === 0) {
        form.setError('root.server', { type: 'server', message: t('register.failed') });
      }
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <PageLayout title={t('title.register')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('register.intro')}</p>
        {serverError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{serverError}</MessageBarBody>
          </MessageBar>
        ) : null}
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('register.organization')}</legend>
          <TextField form={form} name="organization.name" label={t('register.organizationName')} maxLength={48} required />
          <Controller
            control={form.control}
            name="organization.type"
            render={({ field }) => (
              <Field label={t('register.organizationType')}>
                <Select value={String(field.value)} onChange={(_event, data) => field.onChange(Number(data.value))} onBlur={field.onBlur}>
                  {Object.entries(OrganizationType).map(([name, value]) => (
                    <option key={name} value={value}>{t(`register.organizationTypes.${name}`)}</option>
                  ))}
                </Select>
              </Field>
            )}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('register.administrator')}</legend>
          <div className={styles.pair}>
            <TextField form={form} name="administrator.lastName" label={t('field.lastName')} maxLength={20} required />
            <TextField form={form} name="administrator.firstName" label={t('field.firstName')} maxLength={20} required />
          </div>
          <TextField form={form} name="administrator.loginId" label={t('field.email')} type="email" autoComplete="off" hint={t('register.administratorHint')} required />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('register.building')}</legend>
          <TextField form={form} name="building.name" label={t('register.buildingName')} maxLength={40} required />
          <div className={styles.pair}>
            <TextField form={form} name="building.prefecture" label={t('register.prefecture')} maxLength={32} />
            <TextField form={form} name="building.city" label={t('register.city')} maxLength={64} />
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('register.contract')}</legend>
          {contractFlags.map((flag) => (
            <Controller
              key={flag}
              control={form.control}
              name={`contract.${flag}`}
              render={({ field }) => (
                <Checkbox checked={field.value} onChange={(_event, data) => field.onChange(data.checked === true)} label={t(`register.flags.${flag}`)} />
              )}
            />
          ))}
          <Controller
            control={form.control}
            name="contract.archivePlan"
            render={({ field }) => (
              <Field label={t('register.archivePlan')}>
                <RadioGroup layout="horizontal" value={field.value} onChange={(_event, data) => field.onChange(data.value)}>
                  {ArchivePlanNames.map((plan) => <Radio key={plan} value={plan} label={t(`register.plans.${plan}`)} />)}
                </RadioGroup>
              </Field>
            )}
          />
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>{t('register.submit')}</Button>
        </div>
      </form>
    </PageLayout>
  );
}
