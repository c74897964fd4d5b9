/** Where the host's build puts the console's development build (packages/host/vite.config.ts). */
export const DEV_CONSOLE_DIR = 'dev';

/**
 * The cookie the console sets while a plugin dev server is open in it (the host's
 * dev-plugins/developmentConsole.ts); its only effect is which build of the console's own code is sent.
 */
export const DEV_CONSOLE_COOKIE = 'fleetdeck-dev-console';

/** Whether the browser asked for the development build of the console. */
export function wantsDevelopmentConsole(cookies: Record<string, string | undefined> | undefined): boolean {
  return cookies?.[DEV_CONSOLE_COOKIE] === '1';
}
