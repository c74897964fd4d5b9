import { can } from '@fleetdeck/sdk';
import type { Environment } from '../app/environment.js';

/**
 * Whether this console may load code from a dev server: local or dev environments, or a user the
 * access policy lets try a plugin against any console, production included (system admins).
 */
export function devOverridesAllowed(environment: Environment, session: { type: number } | null): boolean {
  return environment === 'local' || environment === 'dev' || can(session, 'system', 'devOverrides').can;
}
