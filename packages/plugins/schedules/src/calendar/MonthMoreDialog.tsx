import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { ScheduleOccurrence } from '@fleetdeck/model';
import { useLanguage, useT } from '@fleetdeck/sdk';
import { wallDate } from './localTime.js';
import type { MonthDayMore } from './monthDays.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  entry: { justifyContent: 'flex-start', width: '100%' },
});

/** The entries of a month day its "+n more" summarizes; each opens like one on the calendar. */
export function MonthMoreDialog({ more, onClose, onOpen }: { more: MonthDayMore | null; onClose: () => void; onOpen: (occurrence: ScheduleOccurrence) => void }) {
  const t = useT();
  const language = useLanguage();
  const styles = useStyles();
  const title = more ? new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(wallDate(`${more.day}T00:00`)) : '';
  return (
    <Dialog open={more !== null} onOpenChange={(_, data) => { if (!data.open) onClose(); }}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('calendar.moreTitle', { date: title })}</DialogTitle>
          <DialogContent>
            <ul className={styles.list}>
              {more?.hidden.map((occurrence) => (
                <li key={`${occurrence.scheduleId}@${occurrence.start}`}>
                  <Button appearance="subtle" className={styles.entry} onClick={() => { onClose(); onOpen(occurrence); }}>
                    {`${occurrence.localStart.slice(11, 16)} ${occurrence.title}`}
                  </Button>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t('calendar.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
