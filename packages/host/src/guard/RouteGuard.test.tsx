// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_TYPE, useLocation, type Session } from '@fleetdeck/sdk';
import { createApiFetch, renderWithFleetdeck, type FleetdeckRenderResult } from '@fleetdeck/sdk/testing';
import { FORBIDDEN_PATH, LOGIN_PATH } from '../app/constants.js';
import { RouteGuard } from './RouteGuard.js';

function userOf(type: number): Session {
  return { id: 3, type, loginId: 'user', organizationId: 1, passwordChangeRequired: false } as unknown as Session;
}

/** Stands in for the pages the guard sends users to, showing where it arrived. */
function Arrived({ page }: { page: string }) {
  const location = useLocation();
  return <p>{`${page} at ${location.pathname}${location.search}`}</p>;
}

// The init step's two reads: no maintenance contract, no outstanding terms.
const initStep = createApiFetch({
  'GET /my/contract': () => ({ maintenanceCompany: null }),
  'GET /my/term-agreements/check': () => ({ TOS: null, PP: null, MC: null }),
});

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

async function openGuarded(session: Session | null, url: string) {
  rendered = await renderWithFleetdeck(
    <RouteGuard access="orgAdmin">
      <p>organization settings</p>
    </RouteGuard>,
    {
      session,
      url,
      path: '/organization/settings',
      fetch: initStep.fetch,
      routes: { [LOGIN_PATH]: <Arrived page="login" />, [FORBIDDEN_PATH]: <Arrived page="no permission" /> },
    },
  );
  return rendered;
}

describe('RouteGuard', () => {
  it('sends a signed-out user to login, keeping the full target as redirect', async () => {
    const { router } = await openGuarded(null, '/organization/settings?tab=members#top');
    await screen.findByText(/^login at /);
    expect(router.state.location.pathname).toBe(LOGIN_PATH);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/organization/settings?tab=members#top');
    expect(screen.queryByText('organization settings')).toBeNull();
  });

  it("shows the no-permission page to a user below the route's level", async () => {
    const { router } = await openGuarded(userOf(USER_TYPE.areaManager), '/organization/settings');
    await screen.findByText(`no permission at ${FORBIDDEN_PATH}`);
    expect(router.state.location.pathname).toBe(FORBIDDEN_PATH);
    expect(screen.queryByText('organization settings')).toBeNull();
  });

  it('opens the page for a user at the level, after the init step', async () => {
    await openGuarded(userOf(USER_TYPE.organizationAdmin), '/organization/settings');
    await screen.findByText('organization settings');
    expect(rendered?.router.state.location.pathname).toBe('/organization/settings');
  });
});
