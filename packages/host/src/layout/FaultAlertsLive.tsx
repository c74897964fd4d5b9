import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button, Popover, PopoverSurface, PopoverTrigger, Toast, ToastBody, ToastTitle, Toaster, makeStyles, tokens, useId, useToastController,
} from '@fluentui/react-components';
import { AlertRegular, AlertUrgentFilled } from '@fluentui/react-icons';
import { useLanguage, useRobotFaults, type RobotFaultNews } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { faultCodesText, faultRobotPath } from './faultText.js';

// Long enough to read a robot's name and fault; the counter keeps the fault after the toast goes.
const TOAST_TIMEOUT_MS = 8000;

const useStyles = makeStyles({
  quiet: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 'auto' },
  alarm: {
    minWidth: 'auto', backgroundColor: tokens.colorStatusDangerBackground3, color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
  surface: { maxWidth: '420px', maxHeight: '60vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  codes: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** The counter of faulted robots (a button listing them) and a toast for each new fault. */
export function FaultAlertsLive() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const language = useLanguage();
  const toasterId = useId('robot-faults');
  const { dispatchToast } = useToastController(toasterId);
  const announce = useCallback(
    ({ fault, newCodes }: RobotFaultNews) => {
      const title = t('faults.newFault', { condition: t(`faults.${fault.condition}`), name: fault.name });
      dispatchToast(
        <Toast data-testid="fault-toast" data-serial-no={fault.serialNo}>
          <ToastTitle action={<Link to={faultRobotPath(fault)} className={styles.link}>{t('faults.show')}</Link>}>{title}</ToastTitle>
          <ToastBody>{faultCodesText(newCodes, language)}</ToastBody>
        </Toast>,
        { intent: 'error', timeout: TOAST_TIMEOUT_MS },
      );
    },
    [dispatchToast, language, styles.link, t],
  );
  const faults = useRobotFaults(announce);
  const count = faults.length;
  // Fluent's PopoverTrigger sets up its focus manager's page-edge bumpers (focusable elements inside
  // aria-hidden, which axe flags on every page): the popover is mounted on the first click instead.
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const counterRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mounted) counterRef.current?.focus();
  }, [mounted]);
  const openFirst = () => {
    setMounted(true);
    setOpen(true);
  };
  const counter = (
    <Button
      ref={counterRef}
      onClick={mounted ? undefined : openFirst}
      appearance="transparent"
      className={count > 0 ? styles.alarm : styles.quiet}
      icon={count > 0 ? <AlertUrgentFilled /> : <AlertRegular />}
      aria-label={t('faults.button', { count })}
      data-testid="fault-counter"
      data-count={count}
    >
      {count > 0 ? String(count) : null}
    </Button>
  );
  return (
    <>
      {mounted ? (
        <Popover positioning="below-end" withArrow open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
          <PopoverTrigger disableButtonEnhancement>{counter}</PopoverTrigger>
          <PopoverSurface className={styles.surface} aria-label={t('faults.title')}>
            <h2 className={styles.heading}>{t('faults.title')}</h2>
            {count === 0 ? (
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
      ) : (
        counter
      )}
      <Toaster toasterId={toasterId} position="bottom-end" />
    </>
  );
}
