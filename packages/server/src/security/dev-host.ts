/**
 * Whether a host name is a local or dev console, where the host loads plugins from a developer's
 * dev server (`?fleetdeck-dev=`). The same rule as the host's deriveEnvironment
 * (packages/host/src/app/environment.ts): loopback or *.localhost / *.local, or a `dev` label.
 */
export function isLocalOrDevHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (host === 'localhost' || host === '[::1]' || host === '::1' || host.startsWith('127.') || host.endsWith('.localhost') || host.endsWith('.local')) {
    return true;
  }
  return host.split('.').flatMap((label) => label.split('-')).includes('dev');
}

/**
 * Where create-plugin's dev server runs (`http://127.0.0.1:5300` by default, any port): allowed on
 * local and dev consoles without configuration. Other dev servers, and dev servers on a production
 * console (a system administrator trying a plugin), need `--csp-dev-src`.
 */
export const LOOPBACK_DEV_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
