import { Suspense, useCallback, useRef, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular, AlertUrgentFilled } from '@fluentui/react-icons';
import { lazyPage, useRobotFaults, type RobotFaultNews } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';

// Fluent's toaster and popover (with their motion, positioning and focus code, ~20 KiB brotli on
// robot/control) load when first needed: the first new fault, the counter's first click.
const FaultToasts = lazyPage(() => import('./FaultToasts.js').then((m) => m.FaultToasts));
const FaultListPopover = lazyPage(() => import('./FaultListPopover.js').then((m) => m.FaultListPopover));

const useStyles = makeStyles({
  quiet: { color: tokens.colorNeutralForegroundOnBrand, minWidth: 'auto' },
  alarm: {
    minWidth: 'auto', backgroundColor: tokens.colorStatusDangerBackground3, color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/** The counter of faulted robots (a button listing them) and a toast for each new fault. */
export function FaultAlertsLive() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const [news, setNews] = useState<readonly RobotFaultNews[]>([]);
  const announce = useCallback((item: RobotFaultNews) => setNews((list) => [...list, item]), []);
  const faults = useRobotFaults(announce);
  const count = faults.length;
  // Fluent's PopoverTrigger sets up its focus manager's page-edge bumpers (focusable elements inside
  // aria-hidden, which axe flags on every page): the popover is mounted on the first click instead.
  const [mounted, setMounted] = useState(false);
  const counterRef = useRef<HTMLButtonElement>(null);
  const counter = (
    <Button
      ref={counterRef}
      onClick={mounted ? undefined : () => setMounted(true)}
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
        <Suspense fallback={counter}>
          <FaultListPopover counter={counter} counterRef={counterRef} faults={faults} />
        </Suspense>
      ) : (
        counter
      )}
      {news.length > 0 ? (
        <Suspense fallback={null}>
          <FaultToasts news={news} />
        </Suspense>
      ) : null}
    </>
  );
}
