import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormCheckboxField, FormTextField, useFieldArray, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { BuildingFormValues } from './buildingForm.js';

const useStyles = makeStyles({ row: { display: 'grid', gridTemplateColumns: '1fr 1fr auto auto', gap: tokens.spacingHorizontalM, alignItems: 'end' } });

/** The building's IP allow-list: address (required, valid IPv4/IPv6 or CIDR), description, restriction on or off. */
export function IpAllowListSection({ form }: { form: UseFormReturn<BuildingFormValues> }) {
  const styles = useStyles();
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ipAllowList' });
  return (
    <section aria-labelledby="ip-allow-list">
      <Subtitle2 as="h2" id="ip-allow-list">{t('section.ipAllowList')}</Subtitle2>
      {fields.length === 0 ? <Text block>{t('ip.none')}</Text> : null}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.row}>
          <FormTextField form={form} name={`ipAllowList.${index}.ipAddress`} label={t('ip.ipAddress', { number: index + 1 })} required />
          <FormTextField form={form} name={`ipAllowList.${index}.description`} label={t('ip.description', { number: index + 1 })} />
          <FormCheckboxField form={form} name={`ipAllowList.${index}.restricted`} label={t('ip.restricted', { number: index + 1 })} />
          <Button onClick={() => remove(index)}>{t('ip.remove', { number: index + 1 })}</Button>
        </div>
      ))}
      <Button onClick={() => append({ ipAddress: '', description: '', restricted: true })}>{t('ip.add')}</Button>
    </section>
  );
}
