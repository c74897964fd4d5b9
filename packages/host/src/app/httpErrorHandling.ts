import i18next from 'i18next';
import { clearSession, getAlert, navigateTo, setHttpErrorHandler, showAlert } from '@fleetdeck/sdk';
import { HELP_CENTRE_URL } from './constants.js';
import { decideHttpErrorAction } from './httpErrorPolicy.js';

/** Installs the shell's reaction to 401/403/498/499 from any API call (spec §8). */
export function installHttpErrorHandling(): void {
  setHttpErrorHandler((error) => {
    const action = decideHttpErrorAction(error, window.location.pathname, getAlert() !== null);
    if (!action) return;
    if (action.alert) {
      showAlert({
        type: 'error',
        message: i18next.t(`common:errors.${action.alert.key}`),
        link: action.alert.helpLink ? { href: HELP_CENTRE_URL, label: i18next.t('common:errors.helpCentre') } : undefined,
      });
    }
    if (action.clearSession) clearSession();
    if (action.navigate) navigateTo(action.navigate, { replace: true });
  });
}
