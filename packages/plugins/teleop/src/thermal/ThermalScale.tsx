import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { thermalColor, type ThermalColorMap } from '@fleetdeck/model';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: tokens.spacingHorizontalS, alignItems: 'center', maxWidth: '24rem' },
  caption: { gridColumn: '1 / -1' },
  bar: { height: '0.75rem', border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusSmall },
});

const STOPS = 11;

/** The legend of a thermal colour map: its colours from cold to hot, from the same function the robot paints with. */
export function ThermalScale({ map }: { map: ThermalColorMap }) {
  const styles = useStyles();
  const t = useT();
  const colours = Array.from({ length: STOPS }, (_, i) => `rgb(${thermalColor(map, i / (STOPS - 1)).join(' ')})`);
  const name = t(`thermal.colorMaps.${map}`);
  return (
    <div className={styles.root} role="group" aria-label={t('thermal.scale', { map: name })} data-testid="thermal-scale" data-map={map}>
      <Caption1 className={styles.caption}>{t('thermal.scale', { map: name })}</Caption1>
      <Caption1>{t('thermal.cold')}</Caption1>
      <div className={styles.bar} style={{ backgroundImage: `linear-gradient(to right, ${colours.join(', ')})` }} />
      <Caption1>{t('thermal.hot')}</Caption1>
    </div>
  );
}
