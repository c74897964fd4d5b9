import { useEffect } from 'react';
import { Field, Text } from '@fluentui/react-components';
import { EntityFields, useEditContext, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

/** The §3 robot fields from the model; the serial number is typed once at registration and shown read-only after. */
export function RobotFields({ form, mode }: { form: UseFormReturn<FieldValues>; mode: 'create' | 'edit' }) {
  const t = useT();
  const { record } = useEditContext();

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

  const serialNo = (
    <Field label={t('field.serialNo')}>
      <Text data-testid="robot-serial-no">{String(record?.serialNo ?? '')}</Text>
    </Field>
  );
  return <EntityFields form={form} custom={mode === 'edit' ? { serialNo } : undefined} />;
}
