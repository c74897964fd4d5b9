import { FormSelectField, useChoices, useResourceT, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

/** The threshold rule of the chosen organization; marked required while alerting is on (§5), which a declaration cannot say. */
export function ThresholdRuleField({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const rt = useResourceT();
  const organizationId: unknown = form.watch('organizationId');
  const alerting = form.watch('alertEnabled') === true;
  const rules = useChoices('/threshold-rules', { where: { organizationId }, enabled: typeof organizationId === 'number' });
  return (
    <FormSelectField form={form} name="thresholdRuleId" label={t('field.thresholdRuleId')} required={alerting} numeric emptyLabel={rt('form.none')}
      hint={t('hint.thresholdRuleId')} choices={rules} />
  );
}
