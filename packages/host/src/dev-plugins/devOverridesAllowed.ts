import type { Environment } from '../app/environment.js';

// userType 9: a system administrator may try a plugin against any console, production included.
const SYSTEM_ADMIN = 9;

/** Whether this console may load code from a dev server: local or dev environments, or a system admin. */
export function devOverridesAllowed(environment: Environment, session: { type: number } | null): boolean {
  return environment === 'local' || environment === 'dev' || session?.type === SYSTEM_ADMIN;
}
