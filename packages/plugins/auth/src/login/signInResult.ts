import type { LoginPending, Session } from '@fleetdeck/model';

/** Whether a login or code answer asks for (another) code step rather than holding a session. */
export function isPending(answer: Session | LoginPending): answer is LoginPending {
  return (answer as LoginPending).authMode === 'email';
}
