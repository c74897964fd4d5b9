import { Button, MessageBar, Text, MessageBarActions, MessageBarBody, MessageBarGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useFormat, useRobotEvents, useT } from '@fleetdeck/sdk';
import { useNotices } from '../shared/notices.js';
import { useLanguageCode } from '../shared/useLanguageCode.js';
import { eventNotice, messageText } from './robotMessages.js';

const useStyles = makeStyles({ group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS } });

/** Turns the robot's events (§8 errors, flow and docking codes, device codes) into notices as they happen. */
export function useRobotEventNotices(serialNo: string): void {
  const { report } = useNotices();
  useRobotEvents(serialNo, (event) => report(eventNotice(event.event)));
}

/** The page's robot notices, newest first, each with its ja/en text and a dismiss button. */
export function NoticeList() {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const language = useLanguageCode();
  const { notices, dismiss } = useNotices();
  return (
    <section aria-label={t('notices.region')} data-testid="robot-notices">
      {notices.length === 0 ? <Text>{t('notices.none')}</Text> : null}
      <MessageBarGroup className={styles.group} animate="exit-only">
        {notices.map((notice) => {
          const text = messageText(notice.message, language, t);
          return (
            <MessageBar key={notice.id} intent={notice.intent} politeness={notice.intent === 'error' ? 'assertive' : 'polite'} data-code={notice.code}>
              <MessageBarBody>
                {format.time(notice.at)} {notice.cleared ? t('notices.cleared', { message: text }) : text}
              </MessageBarBody>
              <MessageBarActions>
                <Button size="small" onClick={() => dismiss(notice.id)}>{t('notices.dismiss')}</Button>
              </MessageBarActions>
            </MessageBar>
          );
        })}
      </MessageBarGroup>
    </section>
  );
}
