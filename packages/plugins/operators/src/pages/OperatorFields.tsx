import { UserType, assignableOperatorTypes } from '@fleetdeck/model';
import { FormCheckboxField, FormSelectField, FormTextField, useCan, useChoices, useResourceT, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { OperatorFormValues } from './operatorForm.js';

/** The operator's fields; type choices follow the user's role and the flow restriction shows for general operators only. */
export function OperatorFields({ form, mode }: { form: UseFormReturn<OperatorFormValues>; mode: 'create' | 'edit' }) {
  const t = useT();
  const rt = useResourceT();
  const organizationId = form.watch('organizationId');
  const type = form.watch('type');
  const organizations = useChoices('/organizations');
  const buildings = useChoices('/buildings', { where: { organizationId }, enabled: typeof organizationId === 'number' });
  const anyType = useCan('operators', 'assignAnyType').can;
  const orgAdmin = useCan('operators', 'assignOrgAdmin').can;
  const types: number[] = assignableOperatorTypes((action) => (action === 'assignAnyType' ? anyType : orgAdmin));
  // An account of a type the user may not give (e.g. a system admin seen by an org admin) keeps showing its type.
  const current = form.getValues('type');
  const typeChoices = [...new Set(typeof current === 'number' ? [...types, current] : types)].map((value) => ({ value, label: t(`type.${value}`) }));
  return (
    <>
      <FormTextField form={form} name="loginId" label={t('field.loginId')} type="email" autoComplete="off" required />
      <FormTextField form={form} name="lastName" label={t('field.lastName')} required />
      <FormTextField form={form} name="firstName" label={t('field.firstName')} required />
      <FormSelectField form={form} name="type" label={t('field.type')} required numeric emptyLabel={rt('form.none')} choices={typeChoices} />
      <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings}
        hint={typeof organizationId === 'number' ? undefined : t('field.chooseOrganizationFirst')} />
      <FormTextField form={form} name="password" label={t('field.password')} type="password" autoComplete="new-password" required={mode === 'create'}
        hint={t(mode === 'create' ? 'field.passwordHint' : 'field.passwordKeepHint')} />
      {type === UserType.general ? (
        <FormCheckboxField form={form} name="restrictEditFlow" label={t('field.restrictEditFlow')} hint={t('field.restrictEditFlowHint')} />
      ) : null}
      <FormCheckboxField form={form} name="passwordChangeRequired" label={t('field.passwordChangeRequired')} />
    </>
  );
}
