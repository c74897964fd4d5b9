import { Field, Input } from '@fluentui/react-components';
import { useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

/** The repeat's last day; an emptied box is "no end" (null), which the date pattern would refuse as ''. */
export function UntilField({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const value = form.watch('until') as string | null | undefined;
  const error = form.formState.errors.until?.message;
  return (
    <Field label={t('field.until')} hint={t('hint.until')} validationMessage={typeof error === 'string' ? error : undefined}>
      <Input type="date" value={value ?? ''} onChange={(_, data) => form.setValue('until', data.value === '' ? null : data.value, { shouldDirty: true })} />
    </Field>
  );
}
