import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  stop: {
    minWidth: '8rem',
    minHeight: '3rem',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorPaletteDarkRedBackground2, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/** The red Stop: never disabled, it sends `stop` at once past any queue (Space and Esc do the same). */
export function StopButton({ onStop }: { onStop: () => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <Button
      className={styles.stop}
      aria-keyshortcuts="Space Escape"
      aria-describedby="teleop-stop-hint"
      // Pointer down stops the moment the button is pressed; click covers the keyboard and assistive
      // technology. A second stop is harmless.
      onPointerDown={onStop}
      onClick={onStop}
    >
      {t('safety.stop')}
      <span id="teleop-stop-hint" hidden>{t('safety.stopHint')}</span>
    </Button>
  );
}
