import { CheckItemStatus, CheckItemType, MarkerType, MeterReadingService, MeterType } from '@fleetdeck/model';
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import {
  FormCheckboxField, FormJsonField, FormSelectField, FormTextField, LocalizedRuleErrors, useChoices, useFloorChoices, useResourceT, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import type { CheckItemFormValues } from './checkItemForm.js';

const useStyles = makeStyles({ location: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: tokens.spacingHorizontalM } });

/** Every §3 field of a check item; buildings and threshold rules follow the chosen organization, floors the building. */
export function CheckItemFields({ form }: { form: UseFormReturn<CheckItemFormValues> }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const organizationId = form.watch('organizationId');
  const buildingId = form.watch('buildingId');
  const hasOrganization = typeof organizationId === 'number';
  const organizations = useChoices('/organizations');
  const buildings = useChoices('/buildings', { where: { organizationId }, enabled: hasOrganization });
  const rules = useChoices('/threshold-rules', { where: { organizationId }, enabled: hasOrganization });
  const floors = useFloorChoices(buildingId);
  const alerting = form.watch('alertEnabled');
  return (
    <>
      <LocalizedRuleErrors form={form} messages={{ notInBuilding: t('rules.notInBuilding') }} />
      <FormTextField form={form} name="name" label={t('field.name')} required />
      <FormSelectField form={form} name="type" label={t('field.type')} required numeric emptyLabel={rt('form.none')}
        choices={Object.values(CheckItemType).map((value) => ({ value, label: t(`type.${value}`) }))} />
      <FormSelectField form={form} name="status" label={t('field.status')} numeric
        choices={Object.values(CheckItemStatus).map((value) => ({ value, label: t(`status.${value}`) }))} />
      <FormSelectField form={form} name="organizationId" label={t('field.organizationId')} required numeric emptyLabel={rt('form.none')} choices={organizations} />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="floorId" label={t('field.floorId')} required numeric emptyLabel={rt('form.none')} choices={floors} />
      <FormSelectField form={form} name="meterType" label={t('field.meterType')} required emptyLabel={rt('form.none')}
        choices={MeterType.map((value) => ({ value, label: t(`meterType.${value}`) }))} />
      <FormSelectField form={form} name="meterReadingService" label={t('field.meterReadingService')} emptyLabel={rt('form.none')}
        choices={MeterReadingService.map((value) => ({ value, label: t(`service.${value}`) }))} />
      <FormTextField form={form} name="qrCodeNumber" label={t('field.qrCodeNumber')} />
      <FormTextField form={form} name="taskId" label={t('field.taskId')} />
      <FormTextField form={form} name="deviceId" label={t('field.deviceId')} />
      <FormCheckboxField form={form} name="alertEnabled" label={t('field.alertEnabled')} />
      <FormSelectField form={form} name="thresholdRuleId" label={t('field.thresholdRuleId')} required={alerting} numeric emptyLabel={rt('form.none')}
        hint={t('hint.thresholdRuleId')} choices={rules} />
      <FormSelectField form={form} name="markerType" label={t('field.markerType')}
        choices={MarkerType.map((value) => ({ value, label: t(`marker.${value}`) }))} />
      <Subtitle2 as="h2">{t('section.location')}</Subtitle2>
      <div className={styles.location}>
        <FormTextField form={form} name="location.x" label={t('field.x')} numeric />
        <FormTextField form={form} name="location.y" label={t('field.y')} numeric />
        <FormTextField form={form} name="location.z" label={t('field.z')} numeric />
        <FormTextField form={form} name="location.direction" label={t('field.direction')} numeric />
      </div>
      <FormJsonField form={form} name="json" label={t('field.json')} required rows={8} syntaxMessage={(line, column) => t('json.syntax', { line, column })} />
    </>
  );
}
