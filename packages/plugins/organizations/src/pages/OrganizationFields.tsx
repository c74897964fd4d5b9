import { OrganizationType, ParentRole, GeneralStatus } from '@fleetdeck/model';
import { FormCheckboxField, FormSelectField, FormTextField, useCan, useChoices, useT, useResourceT, type UseFormReturn } from '@fleetdeck/sdk';
import type { OrganizationFormValues } from './organizationForm.js';

/** The organization's fields: name, type, parent and its role, status, address and the ugo Lab flag. */
export function OrganizationFields({ form, selfId }: { form: UseFormReturn<OrganizationFormValues>; selfId?: number }) {
  const t = useT();
  const rt = useResourceT();
  const organizations = useChoices('/organizations', { exceptId: selfId });
  // Only those who may create a top-level organization may leave the parent empty (the server checks the same).
  const topLevel = useCan('organizations', 'topLevel').can;
  return (
    <>
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="type" label={t('field.type')} required numeric emptyLabel={rt('form.none')}
        choices={Object.values(OrganizationType).map((value) => ({ value, label: t(`type.${value}`) }))} />
      <FormSelectField form={form} name="parentId" label={t('field.parentId')} required={!topLevel} numeric emptyLabel={rt('form.none')} choices={organizations} />
      <FormSelectField form={form} name="parentRole" label={t('field.parentRole')} numeric
        choices={Object.values(ParentRole).map((value) => ({ value, label: t(`parentRole.${value}`) }))} />
      <FormSelectField form={form} name="status" label={t('field.status')} numeric
        choices={Object.values(GeneralStatus).map((value) => ({ value, label: t(`status.${value}`) }))} />
      <FormTextField form={form} name="postalCode" label={t('field.postalCode')} autoComplete="postal-code" />
      <FormTextField form={form} name="prefecture" label={t('field.prefecture')} />
      <FormTextField form={form} name="city" label={t('field.city')} />
      <FormTextField form={form} name="addressDetail" label={t('field.addressDetail')} />
      <FormCheckboxField form={form} name="labsEnabled" label={t('field.labsEnabled')} hint={t('field.labsHint')} />
    </>
  );
}
