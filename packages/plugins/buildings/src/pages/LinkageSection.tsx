import { Checkbox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormCheckboxField, FormSelectField, FormTextField, useChoices, useResourceT, useT, type UseFormReturn } from '@fleetdeck/sdk';
import { emptyLink, linkKeys, secretFields, secretSaved, type BuildingFormValues, type LinkKey } from './buildingForm.js';

const useStyles = makeStyles({
  link: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke3}` },
});

// Text fields of each link; the daily report link has its own controls.
const linkFields: Record<Exclude<LinkKey, 'dailyReport'>, Array<{ name: string; secret?: boolean }>> = {
  cleaningRobot: [{ name: 'userId' }, { name: 'password', secret: true }],
  hakaruAi: [{ name: 'loginId' }],
  lilz: [{ name: 'accessToken', secret: true }, { name: 'managementUnitId' }],
  meterSystem: [{ name: 'token', secret: true }, { name: 'buildingId' }],
};

/** Links to the daily report, cleaning robot, hakaru.ai, LiLz and meter systems; each one's fields are required once linked (§5). */
export function LinkageSection({ form, buildingId }: { form: UseFormReturn<BuildingFormValues>; buildingId?: number }) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const buildings = useChoices('/buildings', { exceptId: buildingId });
  const linkage = form.watch('linkage');
  // Write-only: a saved secret is never shown, and an empty field keeps it.
  const keeps = (key: LinkKey, field: string) => key in secretFields && secretFields[key as keyof typeof secretFields].secret === field && secretSaved({ linkage }, key as keyof typeof secretFields);
  const toggle = (key: LinkKey, on: boolean) => form.setValue(`linkage.${key}`, on ? { ...emptyLink[key] } : null, { shouldDirty: true });
  return (
    <section aria-labelledby="linkage">
      <Subtitle2 as="h2" id="linkage">{t('section.linkage')}</Subtitle2>
      {linkKeys.map((key) => {
        const system = t(`linkage.${key}`);
        const on = Boolean(linkage?.[key]);
        return (
          <div key={key} className={styles.link}>
            <Checkbox label={t('linkage.link', { system })} checked={on} onChange={(_event, data) => toggle(key, data.checked === true)} />
            {on && key === 'dailyReport' ? (
              <>
                <FormCheckboxField form={form} name="linkage.dailyReport.enabled" label={t('linkage.dailyReportEnabled')} />
                <FormSelectField form={form} name="linkage.dailyReport.linkedBuildingId" label={t('linkage.linkedBuildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
              </>
            ) : null}
            {on && key !== 'dailyReport'
              ? linkFields[key].map((field) => (
                  <FormTextField key={field.name} form={form} name={`linkage.${key}.${field.name}`} label={`${system}: ${t(`linkage.${field.name}`)}`}
                    type={field.secret ? 'password' : 'text'} autoComplete="off"
                    required={!keeps(key, field.name)} hint={keeps(key, field.name) ? t('linkage.secretKept') : undefined} />
                ))
              : null}
          </div>
        );
      })}
    </section>
  );
}
