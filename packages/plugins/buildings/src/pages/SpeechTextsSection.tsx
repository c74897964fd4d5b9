import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormTextField, useFieldArray, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { BuildingFormValues } from './buildingForm.js';

const useStyles = makeStyles({ row: { display: 'grid', gridTemplateColumns: '1fr auto', gap: tokens.spacingHorizontalM, alignItems: 'end' } });

/** The speech texts robots in the building may say; each required (§5). */
export function SpeechTextsSection({ form }: { form: UseFormReturn<BuildingFormValues> }) {
  const styles = useStyles();
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'speechTexts' });
  return (
    <section aria-labelledby="speech-texts">
      <Subtitle2 as="h2" id="speech-texts">{t('section.speechTexts')}</Subtitle2>
      {fields.length === 0 ? <Text block>{t('speech.none')}</Text> : null}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <FormTextField form={form} name={`speechTexts.${index}.text`} label={t('speech.text', { number: index + 1 })} required />
          <Button onClick={() => remove(index)}>{t('speech.remove', { number: index + 1 })}</Button>
        </div>
      ))}
      <Button onClick={() => append({ text: '' })}>{t('speech.add')}</Button>
    </section>
  );
}
