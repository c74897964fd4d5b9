import { GeneralStatus } from '@fleetdeck/model';
import { FormSelectField, FormTextField, useChoices, useResourceT, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { BuildingFormValues } from './buildingForm.js';

/** Name, organization, status, address and coordinates of a building. */
export function BuildingBasicFields({ form }: { form: UseFormReturn<BuildingFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const organizations = useChoices('/organizations');
  return (
    <>
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
      <FormSelectField form={form} name="status" label={t('field.status')} numeric
        choices={Object.values(GeneralStatus).map((value) => ({ value, label: t(`status.${value}`) }))} />
      <FormTextField form={form} name="postalCode" label={t('field.postalCode')} autoComplete="postal-code" />
      <FormTextField form={form} name="prefecture" label={t('field.prefecture')} />
      <FormTextField form={form} name="city" label={t('field.city')} />
      <FormTextField form={form} name="address" label={t('field.address')} />
      <FormTextField form={form} name="latitude" label={t('field.latitude')} numeric />
      <FormTextField form={form} name="longitude" label={t('field.longitude')} numeric />
    </>
  );
}
