import { useState } from 'react';
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRobotEvents, useT, type LiveRobotEvent } from '@fleetdeck/sdk';

/** Events the console keeps on screen. */
export const EVENT_LOG_MAX = 200;

const useStyles = makeStyles({
  log: {
    maxHeight: '20rem',
    overflowY: 'auto',
    margin: 0,
    padding: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    listStyle: 'none',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Appends an event to a log that keeps only the newest `max`, newest first. */
export function appendEvent(log: readonly LiveRobotEvent[], event: LiveRobotEvent, max = EVENT_LOG_MAX): LiveRobotEvent[] {
  return [event, ...log].slice(0, max);
}

/** The raw event stream of one robot since the page opened (last 200). */
export function EventStream({ serialNo }: { serialNo: string }) {
  const styles = useStyles();
  const t = useT();
  const [events, setEvents] = useState<LiveRobotEvent[]>([]);
  useRobotEvents(serialNo, (event) => setEvents((log) => appendEvent(log, event)));
  return (
    <section aria-labelledby="console-events">
      <Subtitle2 as="h2" id="console-events">{t('console.events', { max: EVENT_LOG_MAX })}</Subtitle2>
      {events.length === 0 ? (
        <Text block>{t('console.noEvents')}</Text>
      ) : (
        <ol className={styles.log} aria-labelledby="console-events" data-testid="console-events">
          {events.map((e, index) => (
            <li key={`${e.receivedAt}-${index}`}>
              {t('console.eventLine', { time: new Date(e.event.ts).toISOString(), kind: e.event.kind, code: e.event.code, level: e.event.level })}
              {'active' in e.event ? ` active=${String(e.event.active)}` : ''}
              {e.event.message ? ` ${e.event.message}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
