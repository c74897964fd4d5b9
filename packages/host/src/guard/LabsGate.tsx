import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { confirmLabs, DEFAULT_PAGE, useSession } from '@fleetdeck/sdk';
import { FORBIDDEN_PATH } from '../app/constants.js';
import { wasLabsConfirmed } from './labsConfirmedState.js';

/**
 * A labs page: open only with the organization's labs on, and only after the user confirms (the side
 * bar asks before leaving; opened from the address bar or a link, the page asks here). Cancel goes
 * back, or to the landing page when there is nothing to go back to.
 */
export function LabsGate({ target, children }: { target: string; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmedFor, setConfirmedFor] = useState<string | null>(() => (wasLabsConfirmed(location.state, target) ? location.key : null));
  const allowed = session?.labsEnabled === true;
  const confirmed = confirmedFor === location.key;

  useEffect(() => {
    if (!allowed || confirmed) return;
    let live = true;
    void confirmLabs(target).then((yes) => {
      if (!live) return;
      if (yes) setConfirmedFor(location.key);
      else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
      else navigate(DEFAULT_PAGE, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [allowed, confirmed, target, location.key, navigate]);

  if (!allowed) return <Navigate to={FORBIDDEN_PATH} replace />;
  return confirmed ? <>{children}</> : null;
}
