import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { ControlView } from './viewPreference.js';

const useStyles = makeStyles({ group: { display: 'flex', gap: tokens.spacingHorizontalXS } });

/** Grid, list or map: pressed/unpressed buttons in a labelled group. */
export function ViewToggle({ view, onView }: { view: ControlView; onView: (view: ControlView) => void }) {
  const t = useT();
  const styles = useStyles();
  return (
    <div role="group" aria-label={t('control.view')} className={styles.group}>
      <ToggleButton checked={view === 'grid'} onClick={() => onView('grid')}>{t('control.grid')}</ToggleButton>
      <ToggleButton checked={view === 'list'} onClick={() => onView('list')}>{t('control.list')}</ToggleButton>
      <ToggleButton checked={view === 'map'} onClick={() => onView('map')}>{t('control.map')}</ToggleButton>
    </div>
  );
}
