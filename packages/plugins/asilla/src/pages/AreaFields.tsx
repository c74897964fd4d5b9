import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormCheckboxField, FormTextField, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { AsillaFormValues } from './asillaForm.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: tokens.spacingHorizontalM },
  frame: { position: 'relative', width: '320px', height: '180px', border: `1px solid ${tokens.colorNeutralStroke1}`, backgroundColor: tokens.colorNeutralBackground3 },
  box: { position: 'absolute', border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
});

/** The detection area as a rectangle on the camera image (percent), drawn on a 16:9 frame as it is typed. */
export function AreaFields({ form }: { form: UseFormReturn<AsillaFormValues> }) {
  const styles = useStyles();
  const t = useT();
  const area = form.watch('area');
  const n = (value: number | '') => (typeof value === 'number' ? Math.max(0, Math.min(100, value)) : 0);
  return (
    <section aria-labelledby="asilla-area">
      <Subtitle2 as="h2" id="asilla-area">{t('field.area')}</Subtitle2>
      <FormCheckboxField form={form} name="area.enabled" label={t('area.enabled')} hint={area.enabled ? t('area.hint') : t('area.whole')} />
      {area.enabled ? (
        <>
          <div className={styles.grid}>
            <FormTextField form={form} name="area.x" label={t('area.x')} numeric />
            <FormTextField form={form} name="area.y" label={t('area.y')} numeric />
            <FormTextField form={form} name="area.width" label={t('area.width')} numeric />
            <FormTextField form={form} name="area.height" label={t('area.height')} numeric />
          </div>
          <div className={styles.frame} aria-hidden="true">
            <div className={styles.box} style={{ left: `${n(area.x)}%`, top: `${n(area.y)}%`, width: `${n(area.width)}%`, height: `${n(area.height)}%` }} />
          </div>
        </>
      ) : null}
    </section>
  );
}
