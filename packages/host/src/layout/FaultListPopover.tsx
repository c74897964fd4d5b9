import { useEffect, useState, type ReactElement, type RefObject } from 'react';
import { Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { useLanguage, type RobotFault } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { faultCodesText, faultRobotPath } from './faultText.js';

const useStyles = makeStyles({
  surface: { maxWidth: '420px', maxHeight: '60vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  codes: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

interface FaultListPopoverProps {
  /** The counter button, the popover's trigger. */
  counter: ReactElement;
  counterRef: RefObject<HTMLButtonElement | null>;
  faults: readonly RobotFault[];
}

/** The list of faulted robots under the counter; mounted by the counter's first click, so it opens at once. */
export function FaultListPopover({ counter, counterRef, faults }: FaultListPopoverProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [open, setOpen] = useState(true);
  // The counter is a new element inside the trigger: focus goes back to it, as the click left it.
  useEffect(() => {
    counterRef.current?.focus();
  }, [counterRef]);
  return (
    <Popover positioning="below-end" withArrow open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <PopoverTrigger disableButtonEnhancement>{counter}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('faults.title')}>
        <h2 className={styles.heading}>{t('faults.title')}</h2>
        {faults.length === 0 ? (
          <span>{t('faults.empty')}</span>
        ) : (
          <ul className={styles.list} data-testid="fault-list">
            {faults.map((fault) => (
              <li key={fault.serialNo} className={styles.item} data-serial-no={fault.serialNo}>
                <Link to={faultRobotPath(fault)} className={styles.link}>{`${t(`faults.${fault.condition}`)}: ${fault.name}`}</Link>
                <span className={styles.codes}>{faultCodesText(fault.codes, language)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/robot/control" className={styles.link}>{t('faults.openControl')}</Link>
      </PopoverSurface>
    </Popover>
  );
}
