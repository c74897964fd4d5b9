import { Checkbox, Field, makeStyles, tokens } from '@fluentui/react-components';
import { Weekday } from '@fleetdeck/model';
import { useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

const useStyles = makeStyles({ days: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS } });

/** §9 weekdays Monday to Sunday as checkboxes; at least one is required (§5). */
export function WeekdaysField({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const styles = useStyles();
  const chosen = (form.watch('weekdays') as Weekday[] | undefined) ?? [];
  const error = form.formState.errors.weekdays?.message;
  const toggle = (day: Weekday, on: boolean) => {
    const next = Weekday.filter((d) => (d === day ? on : chosen.includes(d)));
    form.setValue('weekdays', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <Field label={t('field.weekdays')} required validationMessage={typeof error === 'string' ? error : undefined}>
      <div className={styles.days} role="group" aria-label={t('field.weekdays')}>
        {Weekday.map((day) => (
          <Checkbox key={day} label={t(`weekday.${day}`)} checked={chosen.includes(day)} onChange={(_, data) => toggle(day, data.checked === true)} />
        ))}
      </div>
    </Field>
  );
}
