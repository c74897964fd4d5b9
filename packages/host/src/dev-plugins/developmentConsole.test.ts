// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchConsoleBuild } from './developmentConsole.js';

const devCookie = () => document.cookie.split('; ').find((cookie) => cookie.startsWith('fleetdeck-dev-console='));

function spyOnCookieWrites() {
  let owner: object = document;
  while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
  return vi.spyOn(owner as Document, 'cookie', 'set');
}

describe('switchConsoleBuild', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'fleetdeck-dev-console=; path=/; max-age=0';
    sessionStorage.clear();
  });

  it('keeps the production build without touching a cookie it does not have', () => {
    const writes = spyOnCookieWrites();
    expect(switchConsoleBuild(false, sessionStorage)).toBe(false);
    expect(switchConsoleBuild(false, sessionStorage)).toBe(false);
    expect(writes).not.toHaveBeenCalled();
  });

  it('clears the development cookie once the dev servers are gone', () => {
    document.cookie = 'fleetdeck-dev-console=1; path=/';
    const writes = spyOnCookieWrites();
    expect(switchConsoleBuild(false, sessionStorage)).toBe(false);
    expect(devCookie()).not.toBe('fleetdeck-dev-console=1');
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('asks for the development build once, by cookie and one reload, while a dev server is open', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    expect(switchConsoleBuild(true, sessionStorage)).toBe(true);
    expect(devCookie()).toBe('fleetdeck-dev-console=1');
    expect(reload).toHaveBeenCalledTimes(1);
    // A server without the development build sends the production one again: no second reload.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(switchConsoleBuild(true, sessionStorage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
