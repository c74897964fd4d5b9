import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    flexWrap: 'wrap',
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * The safety region every robot page opens with (Stop and the robot's status). It sticks to the top
 * of the window, so Stop stays in reach however far the page is scrolled.
 */
export function SafetyBar({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.bar} role="region" aria-label={t('safety.region')}>
      {children}
    </div>
  );
}
