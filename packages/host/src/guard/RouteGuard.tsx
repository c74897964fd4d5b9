import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSessionStatus, type AccessLevel } from '@fleetdeck/sdk';
import { useTranslation } from 'react-i18next';
import { guardRoute, needsInitStep } from './navigationGuard.js';
import { runInitStep } from './runInitStep.js';
import { useNavigationWait } from '../plugins/loadActivity.js';
import { termsRedirect } from './termsCheck.js';

/**
 * Applies the §4 guard to one route, then, on pages that need it, runs the init step and the
 * terms check before the page shows (so a page never flashes before a terms redirect).
 */
export function RouteGuard({ access, children }: { access: AccessLevel; children: ReactNode }) {
  const session = useSession();
  const status = useSessionStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = status === 'ready' ? guardRoute(fullPath, access, session) : null;
  const initNeeded = status === 'ready' && !decision && session !== null && needsInitStep(location.pathname);
  const [initDoneFor, setInitDoneFor] = useState<string | null>(null);

  useEffect(() => {
    if (!initNeeded || !session) return;
    const controller = new AbortController();
    runInitStep(controller.signal)
      .then(({ contract, check }) => {
        const target = termsRedirect(location.pathname, check, contract, session.passwordChangeRequired);
        if (target) navigate(target, { replace: true });
        else setInitDoneFor(location.key);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 401/403/498/499 are handled by the shell; anything else must not lock the user out.
        console.error('[fleetdeck] init step failed', error);
        setInitDoneFor(location.key);
      });
    return () => controller.abort();
  }, [initNeeded, location.key, location.pathname, session, navigate]);

  const initPending = initNeeded && initDoneFor !== location.key;
  // The session and the init step are part of the navigation the progress bar reports.
  useNavigationWait(status !== 'ready' || initPending);

  if (status !== 'ready') return <Spinner style={{ padding: 32 }} label={t('shell.loading')} />;
  if (decision) return <Navigate to={decision.redirect} replace />;
  if (initPending) return <Spinner style={{ padding: 32 }} label={t('shell.loading')} />;
  return <>{children}</>;
}
