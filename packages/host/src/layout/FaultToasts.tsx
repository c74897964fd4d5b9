import { useEffect, useRef } from 'react';
import { Toast, ToastBody, ToastTitle, Toaster, makeStyles, tokens, useId, useToastController } from '@fluentui/react-components';
import { useLanguage, type RobotFaultNews } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { faultCodesText, faultRobotPath } from './faultText.js';

// Long enough to read a robot's name and fault; the counter keeps the fault after the toast goes.
const TOAST_TIMEOUT_MS = 8000;

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Fluent's toaster with a toast for each fault in `news` not yet shown. `news` only grows; the
 * toaster is mounted before the first toast is sent, since a toast sent to no toaster is lost.
 */
export function FaultToasts({ news }: { news: readonly RobotFaultNews[] }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const language = useLanguage();
  const toasterId = useId('robot-faults');
  const { dispatchToast } = useToastController(toasterId);
  const shown = useRef(0);
  useEffect(() => {
    for (const { fault, newCodes } of news.slice(shown.current)) {
      const title = t('faults.newFault', { condition: t(`faults.${fault.condition}`), name: fault.name });
      dispatchToast(
        <Toast data-testid="fault-toast" data-serial-no={fault.serialNo}>
          <ToastTitle action={<Link to={faultRobotPath(fault)} className={styles.link}>{t('faults.show')}</Link>}>{title}</ToastTitle>
          <ToastBody>{faultCodesText(newCodes, language)}</ToastBody>
        </Toast>,
        { intent: 'error', timeout: TOAST_TIMEOUT_MS },
      );
    }
    shown.current = news.length;
  }, [dispatchToast, language, news, styles.link, t]);
  return <Toaster toasterId={toasterId} position="bottom-end" />;
}
