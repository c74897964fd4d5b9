import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useFormat, useT } from '@fleetdeck/sdk';
import { useNotices } from '../shared/notices.js';
import { useLanguageCode } from '../shared/useLanguageCode.js';
import { messageText } from './robotMessages.js';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    bottom: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    maxWidth: '55%',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: '#ffffff',
  },
  error: { backgroundColor: tokens.colorPaletteRedBackground3 },
  warning: { backgroundColor: 'rgba(0, 0, 0, 0.8)', border: `2px solid ${tokens.colorPaletteMarigoldBorderActive}` },
});

/**
 * The newest error or warning the robot raised, over the camera: the full list sits in a tab, and
 * a refusal or a lost link must not wait there unseen. It is also the page's live announcement of
 * them (a hidden tab's list announces nothing).
 */
export function LatestNotice() {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const language = useLanguageCode();
  const { notices } = useNotices();
  const latest = notices.find((n) => !n.cleared && (n.intent === 'error' || n.intent === 'warning'));
  return (
    <div role={latest?.intent === 'error' ? 'alert' : 'status'} aria-live={latest?.intent === 'error' ? 'assertive' : 'polite'}>
      {latest ? (
        <Text className={`${styles.root} ${latest.intent === 'error' ? styles.error : styles.warning}`} data-testid="overlay-notice" data-code={latest.code}>
          {format.time(latest.at)} {messageText(latest.message, language, t)}
        </Text>
      ) : null}
    </div>
  );
}
