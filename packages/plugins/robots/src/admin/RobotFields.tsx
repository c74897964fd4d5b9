import { useEffect } from 'react';
import { Field, Text } from '@fluentui/react-components';
import { RobotModel, RobotStatus, StreamingMode } from '@fleetdeck/model';
import { FormCheckboxField, FormSelectField, FormTextField, useChoices, useFloorChoices, useT, type UseFormReturn } from '@fleetdeck/sdk';
import { useBuildingNames } from '../shared/useBuildingNames.js';
import type { RobotFormValues } from './robotForm.js';

/** The §3 robot fields; the serial number is typed once at registration and shown read-only after. */
export function RobotFields({ form, mode }: { form: UseFormReturn<RobotFormValues>; mode: 'create' | 'edit' }) {
  const t = useT();
  const { buildings } = useBuildingNames();
  const buildingId = form.watch('buildingId');
  const floors = useFloorChoices(buildingId);
  const hasBuilding = Number.isInteger(Number(buildingId)) && Number(buildingId) > 0;
  const groups = useChoices(`/buildings/${hasBuilding ? Number(buildingId) : 0}/groups`, { enabled: hasBuilding });

  // A floor or group of the previous building would be refused: clear them when the user picks another building.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (name === 'buildingId' && type === 'change') {
        form.setValue('initialFloorId', '');
        form.setValue('groupId', '');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <>
      <FormTextField form={form} name="name" label={t('admin.name')} required />
      {mode === 'create' ? (
        <FormTextField form={form} name="serialNo" label={t('admin.serialNo')} required />
      ) : (
        <Field label={t('admin.serialNo')}>
          <Text data-testid="robot-serial-no">{form.getValues('serialNo')}</Text>
        </Field>
      )}
      <FormSelectField form={form} name="model" label={t('admin.model')} required emptyLabel={t('admin.choose')}
        choices={RobotModel.map((m) => ({ value: m, label: m }))} />
      <FormTextField form={form} name="version" label={t('admin.version')} />
      <FormTextField form={form} name="hardwareRevision" label={t('admin.hardwareRevision')} hint={t('admin.hardwareRevisionHint')} />
      <FormSelectField form={form} name="buildingId" label={t('admin.buildingId')} required numeric emptyLabel={t('admin.choose')}
        choices={buildings.map((b) => ({ value: b.id, label: b.name }))} />
      <FormSelectField form={form} name="initialFloorId" label={t('admin.initialFloorId')} required numeric emptyLabel={t('admin.choose')} choices={floors} />
      <FormSelectField form={form} name="groupId" label={t('admin.groupId')} numeric emptyLabel={t('admin.none')} choices={groups} />
      <FormSelectField form={form} name="status" label={t('admin.status')} numeric
        choices={Object.values(RobotStatus).map((value) => ({ value, label: t(`status.${value}`) }))} />
      <FormSelectField form={form} name="videoMode" label={t('admin.videoMode')}
        choices={StreamingMode.map((value) => ({ value, label: t(`admin.videoModes.${value}`) }))} />
      <FormCheckboxField form={form} name="longTermRecordingAutoStart" label={t('admin.longTermRecordingAutoStart')} />
      <FormTextField form={form} name="notes" label={t('admin.notes')} multiline />
    </>
  );
}
