import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, useT } from '@fleetdeck/sdk';

// Below this the camera, the driving column and the panels stack, and the page scrolls under a
// camera that sticks to the top (with Stop on it).
const STACKED = '@media (max-width: 900px), (max-height: 600px)';

const useStyles = makeStyles({
  page: {
    height: '100%',
    // PageLayout's section is the page: it must take the window's height, not its content's.
    '& > section': { height: '100%', boxSizing: 'border-box', minHeight: 0, gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
    [STACKED]: { height: 'auto', '& > section': { height: 'auto' } },
  },
  grid: {
    flexGrow: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 20rem',
    gridTemplateRows: 'minmax(12rem, 1fr) clamp(13rem, 34vh, 20rem)',
    gridTemplateAreas: '"camera side" "panels side"',
    gap: tokens.spacingHorizontalM,
    [STACKED]: { display: 'flex', flexDirection: 'column' },
  },
  camera: {
    gridArea: 'camera',
    minHeight: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    [STACKED]: {
      position: 'sticky',
      top: 0,
      zIndex: 10,
      height: 'min(45vh, 62vw)',
      flexShrink: 0,
      backgroundColor: tokens.colorNeutralBackground1,
      paddingBottom: tokens.spacingVerticalXS,
    },
  },
  side: {
    gridArea: 'side',
    minHeight: 0,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    [STACKED]: { overflowY: 'visible' },
  },
  panels: { gridArea: 'panels', minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column', '& > section': { flexGrow: 1 } },
});

/**
 * The driving layout: the camera takes what the window allows, the driving column sits beside it,
 * and the other panels sit under it in a box of their own; nothing here makes the page scroll on a
 * desktop window, so the camera never leaves the screen.
 */
export function TeleopLayout({ title, actions, messages, camera, side, panels }: {
  title: string;
  actions: ReactNode;
  messages: ReactNode;
  camera: ReactNode;
  side: ReactNode;
  panels: ReactNode;
}) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.page} data-testid="teleop-layout">
      <PageLayout title={title} actions={actions}>
        {messages}
        <div className={styles.grid}>
          <div className={styles.camera}>{camera}</div>
          <section className={styles.side} aria-label={t('layout.side')}>{side}</section>
          <div className={styles.panels}>{panels}</div>
        </div>
      </PageLayout>
    </div>
  );
}
