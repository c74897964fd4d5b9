import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormTextField, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

const useStyles = makeStyles({ location: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: tokens.spacingHorizontalM } });

const AXES = ['x', 'y', 'z', 'direction'] as const;

/** Where the robot stands to inspect: one number input per coordinate and the heading, side by side. */
export function LocationFields({ form }: { form: UseFormReturn<FieldValues> }) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      <Subtitle2 as="h2">{t('section.location')}</Subtitle2>
      <div className={styles.location}>
        {AXES.map((axis) => <FormTextField key={axis} form={form} name={`location.${axis}`} label={t(`field.${axis}`)} numeric />)}
      </div>
    </>
  );
}
