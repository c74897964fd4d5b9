import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The local dates whose occurrence is skipped (a holiday), added one at a time. */
export function ExceptionsField({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const styles = useStyles();
  const [date, setDate] = useState('');
  const dates = (form.watch('exceptions') as string[] | undefined) ?? [];
  const set = (next: string[]) => form.setValue('exceptions', [...new Set(next)].sort(), { shouldDirty: true });
  return (
    <Field label={t('field.exceptions')}>
      <div className={styles.row}>
        <Input type="date" aria-label={t('exceptions.date')} value={date} onChange={(_, data) => setDate(data.value)} />
        <Button disabled={date === ''} onClick={() => { set([...dates, date]); setDate(''); }}>{t('exceptions.add')}</Button>
      </div>
      {dates.length === 0 ? <span>{t('exceptions.none')}</span> : (
        <ul className={styles.list}>
          {dates.map((d) => (
            <li key={d} className={styles.row}>
              {d}
              <Button appearance="subtle" size="small" onClick={() => set(dates.filter((other) => other !== d))}>{t('exceptions.remove', { date: d })}</Button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
