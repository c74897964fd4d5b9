import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSession, useSessionStatus } from '@fleetdeck/sdk';
import { guardRoute } from '../guard/navigationGuard.js';
import { preloadPluginData } from '../plugins/PluginMount.js';
import type { RouteEntry } from './routeTable.js';

/** What a plugin route carries in its `handle`, so a parent route can start loading the page. */
export interface PageHandle {
  page: RouteEntry;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/**
 * Starts loading the matched page's plugin while the signed-in frame around it (the layout's
 * chunks, then the init step) still loads, instead of after it: on a cold start of robot/control
 * the two waited for each other. Only for a page the guard lets the user see, so a signed-out
 * visit sent to the login page fetches no plugin code it will not run.
 */
export function PrefetchMatchedPage() {
  const matches = useMatches();
  const session = useSession();
  const status = useSessionStatus();
  const { pathname, search, hash } = useLocation();
  const handle = matches[matches.length - 1]?.handle;
  const page = isPageHandle(handle) ? handle.page : null;
  const allowed = page !== null && status === 'ready' && guardRoute(`${pathname}${search}${hash}`, page.access, session) === null;
  useEffect(() => {
    if (!allowed || !page) return;
    preloadPluginData();
    // A failure is shown by the page's own mount, which gets the same cached load.
    page.resolve().catch(() => undefined);
  }, [allowed, page]);
  return null;
}
