import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  panel: { padding: tokens.spacingHorizontalM, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

const KEYS = ['forward', 'backward', 'left', 'right', 'stop', 'release', 'focus'] as const;

/** The keyboard shortcuts, always listed on screen. */
export function ShortcutHelp() {
  const styles = useStyles();
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="teleop-shortcuts">
      <Subtitle2 as="h2" id="teleop-shortcuts">{t('drive.shortcuts')}</Subtitle2>
      <ul className={styles.list}>
        {KEYS.map((key) => (
          <li key={key}>{t(`drive.keys.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
}
