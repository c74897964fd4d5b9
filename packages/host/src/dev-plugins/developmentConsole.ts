import { refreshApi } from './refreshApi.js';

/** The server sends the console's development build while this cookie is set (server: static/development-console.ts). */
const COOKIE = 'fleetdeck-dev-console';
/** Set before the one reload that asks for the development build, so a server without it cannot make the page loop. */
const TRIED_KEY = 'fleetdeck.devConsoleTried';

// Written only when it changes: every console start asks for the production build, and a cookie
// write on each (a synchronous call into the browser's cookie store) cost 6 ms of the login
// page's start-up (24 ms at Lighthouse's 4x CPU slowdown).
function setCookie(on: boolean): void {
  const set = document.cookie.split('; ').includes(`${COOKIE}=1`);
  if (set === on) return;
  document.cookie = on ? `${COOKIE}=1; path=/; SameSite=Strict` : `${COOKIE}=; path=/; SameSite=Strict; max-age=0`;
}

/**
 * Makes the page run the console build that fits: the development build (React Fast Refresh) while a
 * plugin dev server is open, the production build otherwise. Returns true when the page is reloading
 * to switch, and the caller should stop booting.
 */
export function switchConsoleBuild(devServersOpen: boolean, storage: Storage = window.sessionStorage): boolean {
  const running = refreshApi() !== undefined;
  setCookie(devServersOpen);
  if (!devServersOpen || running) {
    if (storage.getItem(TRIED_KEY) !== null) storage.removeItem(TRIED_KEY);
    return false;
  }
  if (storage.getItem(TRIED_KEY) !== null) {
    console.warn('[fleetdeck] this server has no development build of the console: components reload instead of updating in place');
    return false;
  }
  storage.setItem(TRIED_KEY, '1');
  window.location.reload();
  return true;
}
