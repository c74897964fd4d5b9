import { ThresholdBound, ThresholdComparator } from '@fleetdeck/model';
import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormSelectField, FormTextField, useFieldArray, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr auto', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A condition as added: an upper bound with its target value still to type. */
export const EMPTY_CONDITION = { bound: 'max', comparator: 'gt', value: '' };

/** The rule's conditions: one row each (bound, comparator, target value), errors beside each row's fields. */
export function ConditionsEditor({ form }: { form: UseFormReturn<FieldValues> }) {
  const styles = useStyles();
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'conditions' });
  const listError = form.formState.errors.conditions as { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <section aria-labelledby="threshold-conditions">
      <Subtitle2 as="h2" id="threshold-conditions">{t('field.conditions')}</Subtitle2>
      {fields.length === 0 ? <Text block>{t('condition.none')}</Text> : null}
      {message ? <Text block role="alert" className={styles.error}>{message}</Text> : null}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <FormSelectField form={form} name={`conditions.${index}.bound`} label={t('condition.bound', { number: index + 1 })} required
            choices={ThresholdBound.map((value) => ({ value, label: t(`bound.${value}`) }))} />
          <FormSelectField form={form} name={`conditions.${index}.comparator`} label={t('condition.comparator', { number: index + 1 })} required
            choices={ThresholdComparator.map((value) => ({ value, label: t(`comparator.${value}`) }))} />
          <FormTextField form={form} name={`conditions.${index}.value`} label={t('condition.value', { number: index + 1 })} numeric required hint={index === 0 ? t('hint.value') : undefined} />
          <Button onClick={() => remove(index)}>{t('condition.remove', { number: index + 1 })}</Button>
        </div>
      ))}
      <Button onClick={() => append({ ...EMPTY_CONDITION })}>{t('condition.add')}</Button>
    </section>
  );
}
