import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from '@fleetdeck/sdk';

/** Attribute naming the console route of a plain anchor inside a robot grid or table. */
export const ROUTE_ATTRIBUTE = 'data-route';

interface ClickLike {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: unknown;
}

/**
 * The route to open for a click, or null to leave the click to the browser: anything but a
 * plain primary click (new tab, new window, download) and anchors with their own target.
 */
export function routeOfClick(event: ClickLike): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target as { closest?: (selector: string) => Element | null } | null;
  const anchor = target?.closest?.(`a[${ROUTE_ATTRIBUTE}]`);
  if (!anchor) return null;
  const opensElsewhere = anchor.getAttribute('target');
  if (opensElsewhere && opensElsewhere !== '_self') return null;
  return anchor.getAttribute(ROUTE_ATTRIBUTE);
}

/**
 * One click handler for all the route anchors of a grid or table, so each of thousands of
 * cells is a plain `<a href>` rather than a router link with its own hooks; the page then
 * changes without a reload, as with the SDK's `Link`.
 */
export function useRouteLinkClick(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const route = routeOfClick(event);
      if (route === null) return;
      event.preventDefault();
      void navigate(route);
    },
    [navigate],
  );
}
