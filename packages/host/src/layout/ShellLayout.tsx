import { Button, makeStyles, tokens, useFocusFinders } from '@fluentui/react-components';
import { ArrowMinimizeRegular } from '@fluentui/react-icons';
import { setFocusMode, useSession, useShellMode } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AlertBar } from './AlertBar.js';
import { Header } from './Header.js';
import { Sidebar } from './Sidebar.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%' },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: { flexGrow: 1, overflow: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  exitFocus: { position: 'fixed', right: tokens.spacingHorizontalL, bottom: tokens.spacingVerticalL, zIndex: 100 },
});

/** The signed-in frame: header, side bar, alert and the page; focus mode hides the chrome. */
export function ShellLayout() {
  const styles = useStyles();
  // Fluent's dialogs and menus share a tabster instance that is disposed when its last user
  // unmounts; a plugin's only dialog closing that way left the page hidden from the accessibility
  // tree (found when the account menu stopped loading tabster up front). The frame holds one.
  useFocusFinders();
  const { focusMode: focusModeOn } = useShellMode();
  // Signed out (a guard is about to redirect), the chrome must not call the API.
  const session = useSession();
  const chrome = session !== null;
  const focusMode = focusModeOn && chrome;
  const { t } = useTranslation('common');
  return (
    <div className={styles.root}>
      {focusMode || !chrome ? null : <Header />}
      <div className={styles.body}>
        {focusMode || !chrome ? null : <Sidebar />}
        {/* The page scrolls here: focusable, so a keyboard can scroll a page that has nothing else to focus (axe scrollable-region-focusable). */}
        <main className={styles.main} id="main" tabIndex={0}>
          <AlertBar />
          <Outlet />
        </main>
      </div>
      {focusMode ? (
        <Button className={styles.exitFocus} icon={<ArrowMinimizeRegular />} onClick={() => setFocusMode(false)}>
          {t('shell.exitFocusMode')}
        </Button>
      ) : null}
    </div>
  );
}
