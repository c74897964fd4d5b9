import { DeviceType } from '@fleetdeck/model';
import {
  FormJsonField, FormSelectField, FormTextField, LocalizedRuleErrors, useBuildingChoices, useFloorChoices, useResourceT, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import type { DeviceFormValues } from './deviceForm.js';

/** The fields of a device (§3). */
export function DeviceFields({ form }: { form: UseFormReturn<DeviceFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const buildings = useBuildingChoices();
  const floors = useFloorChoices(form.watch('buildingId'));
  return (
    <>
      <LocalizedRuleErrors form={form} messages={{ notInBuilding: t('rules.notInBuilding'), notFound: t('rules.notFound') }} />
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="type" label={t('field.type')} required numeric emptyLabel={rt('form.none')}
        choices={Object.values(DeviceType).map((value) => ({ value, label: t(`type.${value}`) }))} />
      <FormTextField form={form} name="model" label={t('field.model')} />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="floorId" label={t('field.floorId')} numeric emptyLabel={rt('form.none')} choices={floors} />
      <FormTextField form={form} name="urn" label={t('field.urn')} />
      <FormTextField form={form} name="identifier" label={t('field.identifier')} />
      <FormSelectField form={form} name="status" label={t('field.status')} required numeric
        choices={[1, 0].map((value) => ({ value, label: t(`status.${value}`) }))} />
      <FormTextField form={form} name="description" label={t('field.description')} multiline />
      <FormJsonField form={form} name="connectionProfile" label={t('field.connectionProfile')} hint={t('hint.connectionProfile')} allowEmpty rows={8}
        syntaxMessage={(line, column) => t('json.syntax', { line, column })} />
    </>
  );
}
