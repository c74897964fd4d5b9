import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { StreamErrorBar } from './StreamErrorBar.js';

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
 * of the window, so Stop stays in reach however far the page is scrolled. An error the server sent on
 * the live stream shows here too, where the operator is already looking.
 */
export function SafetyBar({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.bar} role="region" aria-label={t('safety.region')}>
      {children}
      <StreamErrorBar />
    </div>
  );
}
